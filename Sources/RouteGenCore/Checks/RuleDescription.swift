/// Everything said about a check rule, in one value beside its code: the docs/rules.md table and
/// reference, SARIF's rule metadata, the diagnostic catalog and the config schema are rendered from
/// it, and one generic test runs its examples, so none of them can drift from the rule.
import RouteGenModel

package struct RuleDescription: Sendable {
    /// Used in output, in `.routegen.yml` severities and in `// routegen:ignore <id>` comments.
    package var id: String
    package var defaultSeverity: Diagnostic.Severity
    /// One sentence: the docs table and SARIF's `shortDescription`.
    package var summary: String
    /// Where a finding is reported (`the use site`, `both registrations`), for the docs table.
    package var reportedAt: String
    /// Why it matters and what to do: SARIF's `fullDescription` and the rule's docs section.
    package var rationale: String
    /// True for rules whose findings say why a router is left out of the registry: `generate`,
    /// `dump` and `imports` report them as warnings, since they too leave such a router out.
    package var explainsExclusion: Bool
    /// Code the rule must report, exactly on the lines marked `// expect: <rule-id>`.
    package var triggeringExamples: [RuleExample]
    /// Code the rule must accept.
    package var nonTriggeringExamples: [RuleExample]

    package init(
        id: String, defaultSeverity: Diagnostic.Severity, summary: String, reportedAt: String, rationale: String,
        explainsExclusion: Bool = false, triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.reportedAt = reportedAt
        self.rationale = rationale
        self.explainsExclusion = explainsExclusion
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The languages the examples cover, for the docs and for the test that wants both where
    /// the mistake can be made in both.
    package var exampleLanguages: Set<SourceLanguage> {
        Set((triggeringExamples + nonTriggeringExamples).map(\.language))
    }
}

/// A few source files the way an app writes them, scanned together as one small app. A line
/// that must be reported ends with the comment `// expect: <rule-id>`, as in the fixture folders.
package struct RuleExample: Sendable, Hashable {
    package struct File: Sendable, Hashable {
        package var path: String
        package var source: String
    }

    /// Ends a line the rule must report. A comment, so it changes nothing the scanners read.
    package static func marker(for ruleID: String) -> String { "// expect: " + ruleID }

    package var files: [File]
    /// The module the registry is compiled in, when the example is about modules.
    package var registryModule: String?
    /// The files given with `--registry`, by path.
    package var registryFiles: [String]

    package init(files: [(path: String, source: String)], registryModule: String? = nil, registryFiles: [String] = []) {
        self.files = files.map { File(path: $0.path, source: $0.source) }
        self.registryModule = registryModule
        self.registryFiles = registryFiles
    }

    /// One Swift file in the app module.
    package static func swift(_ source: String, path: String = "Sources/App/Routers.swift") -> RuleExample {
        RuleExample(files: [(path, source)])
    }

    /// An Objective-C class: its header and its implementation, beside each other in the app.
    package static func objc(_ name: String, header: String, implementation: String) -> RuleExample {
        RuleExample(files: [("Sources/App/\(name).h", header), ("Sources/App/\(name).m", implementation)])
    }

    package var language: SourceLanguage {
        files.contains { SourceDiscovery.language(ofFile: $0.path) == .objc } ? .objc : .swift
    }

    /// `path:line` of every line marked for the rule, in file order.
    package func markedLines(for ruleID: String) -> [String] {
        let marker = Self.marker(for: ruleID)
        return files.flatMap { file in
            file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.hasSuffix(marker) }
                .map { "\(file.path):\($0.offset + 1)" }
        }
    }
}
