/// `routegen map --format mermaid`: a Mermaid flowchart, which GitHub renders inside a Markdown
/// ```mermaid block.
import RouteGenModel

enum MapMermaidRenderer {
    static func render(_ graph: MapGraph) -> String {
        var out = "flowchart LR\n"
        for cluster in graph.clusters {
            out += "  subgraph \(cluster.id)[\"\(escaped(cluster.label))\"]\n"
            for node in cluster.nodes { out += "    " + declaration(node) }
            out += "  end\n"
        }
        for node in graph.nodes { out += "  " + declaration(node) }
        for edge in graph.edges {
            let label = edge.label.map { "|\"\(escaped($0))\"|" } ?? ""
            out += "  \(edge.from) \(arrow(edge.style))\(label) \(edge.to)\n"
        }
        var byStyle: [String: [String]] = [:]
        for node in graph.nodes + graph.clusters.flatMap(\.nodes) {
            switch node.style {
            case .normal: break
            case .excluded: byStyle["excluded", default: []].append(node.id)
            case .problem: byStyle["problem", default: []].append(node.id)
            }
        }
        out += "  classDef problem fill:#fdecea,stroke:#c62828,stroke-width:2px,color:#5f1111\n"
        out += "  classDef excluded fill:#eeeeee,stroke:#888888,stroke-dasharray:4 3,color:#666666\n"
        for style in byStyle.keys.sorted() {
            out += "  class \(byStyle[style]!.joined(separator: ",")) \(style)\n"
        }
        return out
    }

    private static func declaration(_ node: MapGraph.Node) -> String {
        let label = "\"" + node.label.map(escaped).joined(separator: "<br/>") + "\""
        let (open, close): (String, String)
        switch node.shape {
        case .module: (open, close) = ("(", ")")
        case .router: (open, close) = ("[", "]")
        case .routableProtocol: (open, close) = ("{{", "}}")
        case .identifier: (open, close) = ("([", "])")
        case .urlPattern: (open, close) = ("[/", "/]")
        case .destination: (open, close) = ("[[", "]]")
        case .useSites: (open, close) = (">", "]")
        case .finding: (open, close) = ("{", "}")
        }
        return "\(node.id)\(open)\(label)\(close)\n"
    }

    private static func arrow(_ style: MapGraph.EdgeStyle) -> String {
        switch style {
        case .provides: "-->"
        case .requests: "-.->"
        case .adapts: "==>"
        case .finding: "-.-"
        }
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "\"": "#34;", "#": "#35;", "&": "#38;", "<": "#60;", ">": "#62;", "\n": " ", "\r": " ",
    ]

    /// Mermaid's entity codes for the characters that would end a quoted label or start markup.
    static func escaped(_ text: String) -> String {
        TextEscaping.escaped(text, escapes)
    }
}
