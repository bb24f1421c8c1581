/// Every diagnostic id routegen can report, with what it means: the check rules and the ids the
/// scanners, discovery and resolution use. One list feeds SARIF's rule metadata, the config file's
/// check of `rules:` ids and the anchors of docs/rules.md, so none of them can drift from the others.
import RouteGenModel

package struct DiagnosticDescription: Sendable, Equatable {
    package var id: String
    package var defaultSeverity: Diagnostic.Severity
    /// One sentence (SARIF `shortDescription`).
    package var summary: String
    /// What triggers it and what to do (SARIF `fullDescription`).
    package var details: String
    /// True for the rules of `routegen check`; false for input and scanner diagnostics.
    package var isCheckRule: Bool
    /// SARIF's `help.markdown`: the details and, for a rule, what it reports and accepts.
    package var helpMarkdown: String

    package init(
        id: String, defaultSeverity: Diagnostic.Severity, summary: String, details: String, isCheckRule: Bool,
        helpMarkdown: String? = nil
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.details = details
        self.isCheckRule = isCheckRule
        self.helpMarkdown = helpMarkdown ?? details
    }
}

package enum DiagnosticCatalog {
    /// Where the rule reference lives; each id has a heading there, so `#<id>` is its anchor.
    package static let rulesDocumentation = RouteGenVersion.documentationRoot + "/rules.md"

    /// The check rules first (in `CheckRules.all` order), then the other ids by name.
    package static let all: [DiagnosticDescription] =
        CheckRules.all.map { DiagnosticDescription(rule: $0.description) }
        + DiagnosticID.allCases.sorted().map(\.catalogEntry)

    package static var ids: [String] { all.map(\.id) }

    /// Ids a config file may set under `rules:`. `config` is not one: the file is read before
    /// its own severities could apply.
    package static var configurableIDs: [String] { ids.filter { $0 != DiagnosticID.config.rawValue } }

    package static func description(of id: String) -> DiagnosticDescription? {
        all.first { $0.id == id }
    }

    /// The rule's section in docs/rules.md.
    package static func helpURI(for id: String) -> String {
        rulesDocumentation + "#" + id
    }
}

extension DiagnosticDescription {
    init(rule: RuleDescription) {
        self.init(
            id: rule.id, defaultSeverity: rule.defaultSeverity, summary: rule.summary, details: rule.rationale,
            isCheckRule: true,
            helpMarkdown: RuleDocumentation.section(rule, headingLevel: 3))
    }
}
