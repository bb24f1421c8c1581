/// Runs every rule of `CheckRules.all` over a graph and returns the findings as diagnostics,
/// together with the graph's own diagnostics (input problems, scanner warnings), with
/// `.routegen.yml` severities applied and `// routegen:ignore <rule-id>` comments honoured.
/// A pure function of the graph and the configuration.
import RouteGenModel

package enum Checker {
    package static func run(_ context: CheckContext, rules: [any CheckRule] = CheckRules.all) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let severity = severity(of: rule.id, default: rule.defaultSeverity, config: context.config) else {
                continue
            }
            diagnostics += findings(of: rule, in: context, severity: severity)
        }
        diagnostics += DiagnosticPolicy.applying(
            context.config.resolve.ruleSeverities,
            to: context.graph.diagnostics + ProvidedRouteAudit.diagnostics(context))
        let kept = diagnostics.filter { !isSuppressed($0, by: context.graph.suppressions) }
        return Array(Set(kept)).sorted()
    }

    /// The graph's diagnostics and, as warnings, the findings of the rules that say why a router
    /// is left out of the registry: what `generate`, `dump` and `imports` report, before the
    /// configured severities. These commands leave such routers out rather than fail, so the
    /// findings warn whatever the rule's own severity in `check`.
    package static func withExclusionWarnings(
        _ graph: RouteGraph, rules: [any CheckRule] = CheckRules.all
    ) -> [Diagnostic] {
        // These rules read the routers' exclusions, never the route table.
        let context = CheckContext(graph: graph, routes: RouteTable())
        let warnings = rules.filter { $0.description.explainsExclusion }.flatMap {
            findings(of: $0, in: context, severity: .warning)
        }
        return (graph.diagnostics + warnings).sorted()
    }

    private static func findings(
        of rule: any CheckRule, in context: CheckContext, severity: Diagnostic.Severity
    ) -> [Diagnostic] {
        rule.findings(in: context).map { finding in
            Diagnostic(
                finding.severity.map { min($0, severity) } ?? severity, finding.message, at: finding.location,
                ruleID: rule.id)
        }
    }

    /// The configured severity of a rule, its default when none is set; nil when it is `off`.
    package static func severity(
        of rule: String, default severity: Diagnostic.Severity, config: RouteGenConfig
    ) -> Diagnostic.Severity? {
        guard let override = config.resolve.ruleSeverities[rule] else { return severity }
        return override.diagnosticSeverity
    }

    /// A `// routegen:ignore <rule>` comment at the end of the finding's line or on the line above.
    static func isSuppressed(_ diagnostic: Diagnostic, by suppressions: [String: [Int: Set<String>]]) -> Bool {
        guard let rule = diagnostic.rule, let location = diagnostic.location else { return false }
        return suppressions[location.file]?[location.line]?.contains(rule) == true
    }
}
