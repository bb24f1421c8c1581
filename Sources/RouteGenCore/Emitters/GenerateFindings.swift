import RouteGenModel

/// What `generate` reports besides the registry: the graph's diagnostics under the team's rule
/// severities, raised by `--strict-visibility`, with the registry's own name clashes.
package enum GenerateFindings {
    package static func diagnostics(
        of graph: RouteGraph, config: RouteGenConfig, strictVisibility: Bool
    ) -> [Diagnostic] {
        var graph = graph
        // The team's rule severities first, so that `off` stays an explicit way out; then the
        // strict check raises what is left.
        graph.diagnostics = DiagnosticPolicy.applying(config.ruleSeverities, to: Checker.withExclusionWarnings(graph))
        if strictVisibility { graph.diagnostics = DiagnosticPolicy.strictVisibility(graph) }
        return (graph.diagnostics + RegistryNameClash.diagnostics(graph, config: config)).sorted()
    }
}
