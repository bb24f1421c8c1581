import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Inline-source helpers: a few lines of Swift in, facts or a graph out.
enum Snippet {
    static func facts(_ source: String, path: String = "Sources/App/Snippet.swift") -> FileFacts {
        scan(path: path, text: source)
    }

    /// Several files scanned and merged, as the pipeline does after discovery.
    static func graph(
        _ files: [(path: String, source: String)], config: RouteGenConfig = RouteGenConfig()
    ) -> RouteGraph {
        RouteGraphBuilder.build(files.map { scan(path: $0.path, text: $0.source) }, config: config)
    }

    /// `Pipeline.scan`, and for a Swift file that the pre-filter lets through, a check that the
    /// pruned facts walk records what the full walk does: every snippet of the suite is a case.
    private static func scan(path: String, text: String) -> FileFacts {
        let facts = Pipeline.facts(path: path, text: text)
        if path.hasSuffix(".swift"), SwiftPrefilter.mayHoldRoutes(text) {
            let full = LargeStackThread.run { SwiftFileScanner.facts(path: path, source: text, pruning: false) }
            #expect(facts == full, "\(path): the pruned Swift walk differs from the full walk")
        }
        return facts
    }

    static func graph(
        _ source: String, path: String = "Sources/App/Snippet.swift", config: RouteGenConfig = RouteGenConfig()
    ) -> RouteGraph {
        graph([(path, source)], config: config)
    }

    /// `kind key` for each registration of the router, in source order.
    static func registrations(of name: String, in graph: RouteGraph) -> [String] {
        guard let router = graph.routers.first(where: { $0.name == name }) else { return ["<no router \(name)>"] }
        return router.registrations.map { fact in
            var text = "\(fact.kind.rawValue) \(fact.key)"
            if let adaptee = fact.adaptee { text += "->\(adaptee)" }
            if fact.route != .router { text += " (\(fact.route.rawValue))" }
            return text
        }
    }
}
