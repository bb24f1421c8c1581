/// `routegen map --format dot`: the map in Graphviz's language, for `dot -Tsvg` or `-Tpng`.
import RouteGenModel

enum MapDotRenderer {
    static func render(_ graph: MapGraph) -> String {
        var out = "digraph routes {\n"
        out += "  rankdir=LR;\n"
        out += "  node [fontname=\"Helvetica\", fontsize=11, style=\"filled\", fillcolor=\"#ffffff\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];\n"
        for cluster in graph.clusters {
            out += "  subgraph \(quoted(cluster.id.hasPrefix("cluster") ? cluster.id : "cluster_" + cluster.id)) {\n"
            out += "    label=\(quoted(cluster.label));\n"
            out += "    style=\"rounded,filled\"; fillcolor=\"#f4f6f8\"; color=\"#9aa5b1\";\n"
            for node in cluster.nodes { out += "    " + declaration(node) }
            out += "  }\n"
        }
        for node in graph.nodes { out += "  " + declaration(node) }
        for edge in graph.edges {
            var attributes = attributes(of: edge.style)
            if let label = edge.label { attributes.append("label=\(quoted(label))") }
            out +=
                "  \(quoted(edge.from)) -> \(quoted(edge.to))"
                + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";\n"
        }
        out += "}\n"
        return out
    }

    private static func declaration(_ node: MapGraph.Node) -> String {
        var attributes = [("label", quoted(node.label.joined(separator: "\n")))] + shape(of: node.shape)
        switch node.style {
        case .normal: break
        case .excluded:
            attributes += [("style", "\"filled,dashed\""), ("fillcolor", "\"#eeeeee\""), ("fontcolor", "\"#666666\"")]
        case .problem: attributes += [("color", "\"#c62828\""), ("fillcolor", "\"#fdecea\""), ("penwidth", "2")]
        }
        if let tooltip = node.tooltip { attributes.append(("tooltip", quoted(tooltip))) }
        // A style's attribute replaces the shape's one of the same name, in the shape's place.
        var merged: [(String, String)] = []
        for (name, value) in attributes {
            if let index = merged.firstIndex(where: { $0.0 == name }) {
                merged[index].1 = value
            } else {
                merged.append((name, value))
            }
        }
        return "\(quoted(node.id)) [\(merged.map { "\($0.0)=\($0.1)" }.joined(separator: ", "))];\n"
    }

    private static func shape(of shape: MapGraph.Shape) -> [(String, String)] {
        switch shape {
        case .module: [("shape", "box"), ("style", "\"rounded,filled\""), ("fillcolor", "\"#e8f0fe\"")]
        case .router: [("shape", "box"), ("fillcolor", "\"#e8f0fe\"")]
        case .routableProtocol: [("shape", "hexagon")]
        case .identifier: [("shape", "ellipse")]
        case .urlPattern: [("shape", "parallelogram")]
        case .destination: [("shape", "component")]
        case .useSites: [("shape", "note")]
        case .finding: [("shape", "octagon")]
        }
    }

    private static func attributes(of style: MapGraph.EdgeStyle) -> [String] {
        switch style {
        case .provides: []
        case .requests: ["style=dashed"]
        case .adapts: ["style=bold", "color=\"#1565c0\""]
        case .finding: ["style=dotted", "color=\"#c62828\"", "arrowhead=none"]
        }
    }

    private static let escapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": ""]

    /// A dot string: backslash and quote escaped, a line break as dot's `\n`.
    static func quoted(_ text: String) -> String {
        TextEscaping.escaped(text, quotedBy: "\"", escapes)
    }
}
