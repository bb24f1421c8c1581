import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// docs/rules.md's table and reference, and the config schema's rule ids are rendered from the
/// rules' descriptions; the README links that table rather than keeping a copy. This test fails when a file differs from what the
/// rules say; `scripts/update-rule-docs.sh` (ROUTEGEN_UPDATE_DOCS=1) rewrites them instead.
struct RuleDocumentationTests {
    static var rules: [RuleDescription] { CheckRules.all.map(\.description) }
    static var others: [DiagnosticDescription] { DiagnosticCatalog.all.filter { !$0.isCheckRule } }

    /// The README's section on the checks points at the generated table, and holds no table of
    /// its own that could fall out of step with it.
    @Test func readmeLinksTheGeneratedRuleTable() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let checks = try #require(readme.components(separatedBy: "\n## The checks\n").dropFirst().first)
        let section = checks.components(separatedBy: "\n## ").first ?? checks
        #expect(section.contains("[docs/rules.md](docs/rules.md)"))
        #expect(section.contains("`routegen check` exits 1 when a rule at error severity fires."))
        #expect(!readme.contains("BEGIN GENERATED"), "the rule table lives in docs/rules.md")
        for rule in Self.rules { #expect(!readme.contains("| `\(rule.id)` |")) }
    }

    @Test func rulesPageIsGenerated() throws {
        try Self.expectCurrent("docs/rules.md") { text in
            RuleDocumentation.replacingGenerated("rule table", in: text, with: RuleDocumentation.rulesTable(Self.rules))
                .flatMap {
                    RuleDocumentation.replacingGenerated(
                        "rule reference", in: $0, with: RuleDocumentation.reference(Self.rules, others: Self.others))
                }
        }
    }

    /// The schema's `rules` ids, rewritten in place: the old array is found by reading the JSON
    /// and rendering what it holds, so the rest of the file keeps its layout.
    @Test func configSchemaRuleIDsAreGenerated() throws {
        try Self.expectCurrent("docs/schemas/routegen-config.schema.json") { text in
            guard let schema = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let rules = (schema["properties"] as? [String: Any])?["rules"] as? [String: Any],
                let ids = (rules["propertyNames"] as? [String: Any])?["enum"] as? [String]
            else { return nil }
            let key = "\"propertyNames\": {\n        \"enum\": "
            let old = key + RuleDocumentation.schemaEnum(ids, indent: 8)
            guard text.components(separatedBy: old).count == 2 else { return nil }
            return text.replacingOccurrences(
                of: old, with: key + RuleDocumentation.schemaEnum(DiagnosticCatalog.configurableIDs, indent: 8))
        }
    }

    @Test func markersAreFoundAndContentReplaced() {
        let text = "a\n<!-- BEGIN GENERATED: t (scripts/update-rule-docs.sh) -->\nold\n<!-- END GENERATED: t -->\nb\n"
        #expect(
            RuleDocumentation.replacingGenerated("t", in: text, with: "new\n")
                == "a\n<!-- BEGIN GENERATED: t (scripts/update-rule-docs.sh) -->\nnew\n<!-- END GENERATED: t -->\nb\n")
        #expect(RuleDocumentation.replacingGenerated("u", in: text, with: "new\n") == nil)
    }

    @Test func tablesEscapeCellsAndListEveryRule() {
        let table = RuleDocumentation.rulesTable(Self.rules)
        #expect(table.split(separator: "\n").count == Self.rules.count + 2)
        for rule in Self.rules {
            #expect(table.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) |"))
        }
        var rule = Self.rules[0]
        rule.summary = "a | b"
        rule.reportedAt = "c | d"
        #expect(RuleDocumentation.rulesTable([rule]).contains("| c \\| d | a \\| b |"))
    }

    /// Compares the file with what `render` makes of it, or writes that when asked to.
    private static func expectCurrent(_ relative: String, render: (String) -> String?) throws {
        let path = Repository.path(relative)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rendered = try #require(render(text), "\(relative): the generated section's markers are missing")
        if ProcessInfo.processInfo.environment["ROUTEGEN_UPDATE_DOCS"] == "1" {
            if rendered != text { try rendered.write(toFile: path, atomically: true, encoding: .utf8) }
            return
        }
        #expect(rendered == text, "\(relative) is out of date with the rules: run scripts/update-rule-docs.sh")
    }
}
