/// One static check over the route graph. Rules never read files: everything they need is in
/// the graph the generator also uses, so `check`, `generate` and the plugin share one scan.
///
/// Adding a rule: a file in this folder with the rule and its `description` (examples included),
/// and a line in `CheckRules.all`. CONTRIBUTING.md says the rest, which is generated.
import RouteGenModel

package protocol CheckRule: Sendable {
    /// The rule's id, severity, documentation and examples.
    static var description: RuleDescription { get }
    init()
    func findings(in context: CheckContext) -> [Finding]
}

extension CheckRule {
    package var description: RuleDescription { Self.description }
    package var id: String { Self.description.id }
    package var defaultSeverity: Diagnostic.Severity { Self.description.defaultSeverity }
    package var summary: String { Self.description.summary }
}

/// What a rule reports: the rule id and severity are added by the runner.
package struct Finding: Hashable, Sendable {
    package var message: String
    package var location: SourceLocation?
    /// Set when the finding is weaker than the rule (a possible conflict is a note); it never
    /// raises a rule's configured severity.
    package var severity: Diagnostic.Severity?

    package init(_ message: String, at location: SourceLocation?, severity: Diagnostic.Severity? = nil) {
        self.message = message
        self.location = location
        self.severity = severity
    }
}

/// Everything a rule may look at, with the route table built once for all of them.
package struct CheckContext: Sendable {
    package var graph: RouteGraph
    package var config: RouteGenConfig
    /// Hand-written registration files (`--registry`), as absolute standardized paths when a
    /// working directory is known.
    package var registryFiles: Set<String>
    /// The same files as given, for reporting.
    package var registryPaths: [String]
    /// The directory relative paths are relative to; nil compares paths as written (tests).
    package var workingDirectory: String?
    let routes: RouteTable

    package init(
        graph: RouteGraph, config: RouteGenConfig = RouteGenConfig(), registryFiles: [String] = [],
        workingDirectory: String? = nil
    ) {
        self.init(
            graph: graph, config: config, registryFiles: registryFiles, workingDirectory: workingDirectory,
            routes: RouteTable(graph, provided: config.resolve.providedRoutes))
    }

    /// `routes` empty for rules that do not look routes up (those that explain exclusions): indexing
    /// every registration is a cost `generate` need not pay for them.
    init(
        graph: RouteGraph, config: RouteGenConfig = RouteGenConfig(), registryFiles: [String] = [],
        workingDirectory: String? = nil, routes: RouteTable
    ) {
        self.graph = graph
        self.config = config
        self.workingDirectory = workingDirectory
        self.registryFiles = []
        self.registryPaths = registryFiles.sorted()
        self.routes = routes
        self.registryFiles = Set(registryFiles.map(comparable))
    }

    /// Whether a scanned file is one of the `--registry` files, however each path was spelled.
    func isRegistryFile(_ path: String) -> Bool {
        registryFiles.contains(comparable(path))
    }

    private func comparable(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return StandardPath.standardized(path) }
        return StandardPath.standardized(workingDirectory + "/" + path)
    }
}
