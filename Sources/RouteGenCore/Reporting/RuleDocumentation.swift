import Foundation
import RouteGenModel

/// The Markdown and JSON that document the rules, rendered from their descriptions and the
/// diagnostic catalog. The table and reference of docs/rules.md and the config schema's list of
/// rule ids are these strings between marker comments; a test compares them and
/// `scripts/update-rule-docs.sh` writes them.
package enum RuleDocumentation {
    /// docs/rules.md's table, which also says where each finding is reported.
    package static func rulesTable(_ rules: [RuleDescription]) -> String {
        var lines = ["| Rule | Default | Reported at | What it catches |", "|---|---|---|---|"]
        for rule in rules {
            lines.append(
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(cell(rule.reportedAt)) | \(cell(rule.summary)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/rules.md's reference: a section per rule with its examples, then one per other id.
    /// Each heading is the id, so SARIF's `helpUri` (`rules.md#<id>`) lands on it.
    package static func reference(_ rules: [RuleDescription], others: [DiagnosticDescription]) -> String {
        var text = rules.map { section($0, headingLevel: 3) }.joined(separator: "\n")
        text += """

            Diagnostics of reading the sources (reported by `generate`, `dump`, `imports` and `check`; their
            severities can be changed under `rules:` too, except `config`):

            """
        for other in others {
            text +=
                "\n### `\(other.id)`\n\nDefault **\(other.defaultSeverity.rawValue)**. \(other.summary) \(other.details)\n"
        }
        return text
    }

    /// One rule's section: its rationale and what it reports and accepts, in each language.
    package static func section(_ rule: RuleDescription, headingLevel: Int) -> String {
        var text = String(repeating: "#", count: headingLevel) + " `\(rule.id)`\n\n"
        text +=
            "Check rule, default **\(rule.defaultSeverity.rawValue)**, reported at \(rule.reportedAt). \(rule.rationale)\n"
        text += examples("Reported", rule.triggeringExamples)
        text += examples("Accepted", rule.nonTriggeringExamples)
        return text
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        var text = ""
        for example in examples {
            let language = example.language == .swift ? "Swift" : "Objective-C"
            text += "\n<details><summary>\(title) (\(language))</summary>\n\n"
            for file in example.files {
                let fence = file.path.hasSuffix(".swift") ? "swift" : "objc"
                text +=
                    "`\(file.path)`\(example.registryFiles.contains(file.path) ? " (given with `--registry`)" : ""):\n\n"
                text += "```\(fence)\n\(file.source)\n```\n\n"
            }
            if let module = example.registryModule {
                text += "With the registry compiled in module `\(module)`.\n\n"
            }
            text += "</details>\n"
        }
        return text
    }

    /// The ids `rules:` accepts, as the JSON array of the config schema's `propertyNames`,
    /// indented to sit where that array sits in docs/schemas/routegen-config.schema.json.
    package static func schemaEnum(_ ids: [String], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let items = ids.map { pad + "  " + JSONValue.string($0).serialized().trimmingCharacters(in: .newlines) }
        return "[\n" + items.joined(separator: ",\n") + "\n" + pad + "]"
    }

    /// `text` with what stands between `<!-- BEGIN GENERATED: name -->` and its END marker
    /// replaced by `content`; nil when the markers are missing or out of order.
    package static func replacingGenerated(_ name: String, in text: String, with content: String) -> String? {
        let begin = "<!-- BEGIN GENERATED: \(name) (scripts/update-rule-docs.sh) -->\n"
        let end = "<!-- END GENERATED: \(name) -->"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<start.upperBound]) + content + String(text[stop.lowerBound...])
    }

    /// A table cell: a `|` in the text would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
