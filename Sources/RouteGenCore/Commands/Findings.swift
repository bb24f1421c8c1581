import Foundation
import RouteGenModel

/// Which findings a command reports (`ResolvedGraph.findings`).
package enum FindingScope: Sendable {
    /// Every rule of `check` over the graph as the project's configuration compiles it, with
    /// the hand-written registry files to compare against (`check`, `map`).
    case everyRule(registryFiles: [String])
    /// The graph's own diagnostics and the warnings that explain a router left out (`dump`,
    /// `imports`).
    case graph
    /// Those of `graph`, raised by `--strict-visibility`, with the registry's own name
    /// clashes (`generate`).
    case registry(strictVisibility: Bool)
}

extension ResolvedGraph {
    /// What a command reports about the graph, under the team's rule severities and
    /// `// routegen:ignore` comments: the one place every command (and so the run memo, which
    /// replays `generate`'s) gets its findings from. Locations are as written;
    /// `RouteGraph.presented` moves them to where swiftc reports them.
    package func findings(config: RouteGenConfig, scope: FindingScope) -> [Diagnostic] {
        switch scope {
        case .everyRule(let registryFiles):
            return Checker.run(
                CheckContext(
                    graph: configured(config), config: config, registryFiles: registryFiles,
                    workingDirectory: FileManager.default.currentDirectoryPath))
        case .graph:
            return DiagnosticPolicy.applying(config.resolve.ruleSeverities, to: Checker.withExclusionWarnings(graph))
        case .registry(let strictVisibility):
            var graph = graph
            // The team's rule severities first, so that `off` stays an explicit way out; then the
            // strict check raises what is left.
            graph.diagnostics = DiagnosticPolicy.applying(
                config.resolve.ruleSeverities, to: Checker.withExclusionWarnings(graph))
            if strictVisibility { graph.diagnostics = DiagnosticPolicy.strictVisibility(graph) }
            return (graph.diagnostics + RegistryNameClash.diagnostics(graph, config: config)).sorted()
        }
    }

    /// With an Xcode project, the graph as its configuration compiles it: a finding under a `#if`
    /// branch the configuration's defines exclude is not one.
    func configured(_ config: RouteGenConfig) -> RouteGraph {
        graph.configured(
            projectModules: config.scan.projectModules, fileModules: figures.projectModules,
            registryModule: config.resolve.registryModule)
    }
}
