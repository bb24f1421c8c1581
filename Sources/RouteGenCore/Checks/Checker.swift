/// Runs every rule of `CheckRules.all` over a graph and returns the findings as diagnostics,
/// together with the graph's own diagnostics (input problems, scanner warnings), with
/// `.routegen.yml` severities applied and `// routegen:ignore <rule-id>` comments honoured.
/// A pure function of the graph and the configuration.
public enum Checker {
    public static func run(_ context: CheckContext, rules: [any CheckRule] = CheckRules.all) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let severity = severity(of: rule.id, default: rule.defaultSeverity, config: context.config) else { continue }
            for finding in rule.findings(in: context) {
                diagnostics.append(Diagnostic(finding.severity.map { min($0, severity) } ?? severity, finding.message, at: finding.location, rule: rule.id))
            }
        }
        // The builder reports some rules' findings for `generate`; here the rules do.
        let owned = Set(CheckRules.all.map(\.id))
        let graphDiagnostics = context.graph.diagnostics.filter { !owned.contains($0.rule ?? "") }
        diagnostics += DiagnosticPolicy.applying(context.config.ruleSeverities, to: graphDiagnostics)
        let kept = diagnostics.filter { !isSuppressed($0, by: context.graph.suppressions) }
        return Array(Set(kept)).sorted()
    }

    /// The configured severity of a rule, its default when none is set; nil when it is `off`.
    public static func severity(of rule: String, default severity: Diagnostic.Severity, config: RouteGenConfig) -> Diagnostic.Severity? {
        guard let override = config.ruleSeverities[rule] else { return severity }
        return override.diagnosticSeverity
    }

    /// A `// routegen:ignore <rule>` comment at the end of the finding's line or on the line above.
    static func isSuppressed(_ diagnostic: Diagnostic, by suppressions: [String: [Int: Set<String>]]) -> Bool {
        guard let rule = diagnostic.rule, let location = diagnostic.location else { return false }
        return suppressions[location.file]?[location.line]?.contains(rule) == true
    }
}
