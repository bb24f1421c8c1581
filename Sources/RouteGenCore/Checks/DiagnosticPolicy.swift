/// Turns the pipeline's diagnostics into what a team asked for: severities from the config's
/// `rules`, and, for builds that must not ship a silently incomplete registry, routers hidden in
/// another module as errors. Pure functions over values; the CLI and plugins call them.
import RouteGenModel

package enum DiagnosticPolicy {
    /// Applies `rules` overrides by rule id; a rule set to `off` is dropped.
    package static func applying(_ severities: [String: RuleSeverity], to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !severities.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let rule = diagnostic.rule, let override = severities[rule] else { return diagnostic }
            guard let severity = override.diagnosticSeverity else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }

    /// Makes the warning of every router that is internal to another module an error: the build
    /// tool plugin must fail rather than compile a registry that quietly skips it. Other
    /// `unreachable-router` findings (a `private` router) keep their severity.
    package static func strictVisibility(_ graph: RouteGraph) -> [Diagnostic] {
        let hidden = Set(
            graph.routers.compactMap { router -> SourceLocation? in
                if case .notVisibleAcrossModules = router.exclusion { return router.location }
                return nil
            })
        return graph.diagnostics.map { diagnostic in
            guard diagnostic.rule == UnreachableRouterRule.description.id, let location = diagnostic.location,
                hidden.contains(location)
            else { return diagnostic }
            var error = diagnostic
            error.severity = .error
            return error
        }
    }
}
