import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// docs/zikrouter-check-parity.md maps each ZIKRouter assertion to the rule that reports its fault
/// and the test that proves it. A renamed rule or test, or a row whose status changed without the
/// summary, would quietly turn the document into a claim nobody checks: these tests hold it to the
/// code.
struct ParityDocumentTests {
    struct Row {
        var line: Int
        var phase: String
        var routegen: String
        var test: String

        /// `covered`, `gap` or `undecidable`, as the summary counts rows.
        var status: String {
            if routegen.hasPrefix("gap:") { return "gap" }
            if routegen.hasPrefix("undecidable:") { return "undecidable" }
            return "covered"
        }
    }

    static func document() throws -> String {
        try String(contentsOfFile: Repository.path("docs/zikrouter-check-parity.md"), encoding: .utf8)
    }

    /// The rows of the table under `## The assertions`. Cells hold no `|` of their own (the
    /// document writes none), so a split on ` | ` is exact.
    static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        var inTable = false
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("## ") { inTable = line == "## The assertions" }
            guard inTable, line.hasPrefix("| "), !line.hasPrefix("| Phase"), !line.hasPrefix("|---") else { continue }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count == 5 else {
                Issue.record("line \(offset + 1) has \(cells.count) cells, not 5")
                continue
            }
            rows.append(Row(line: offset + 1, phase: cells[0], routegen: cells[3], test: cells[4]))
        }
        return rows
    }

    /// The text between the first pair of backticks.
    static func firstCode(_ cell: String) -> String? {
        let parts = cell.components(separatedBy: "`")
        return parts.count >= 3 ? parts[1] : nil
    }

    @Test func everyRuleNamedExists() throws {
        let rows = Self.rows(try Self.document())
        #expect(rows.count > 100, "the table was not found")
        let ids = Set(CheckRules.all.map(\.id))
        for row in rows where row.status == "covered" {
            let id = Self.firstCode(row.routegen)
            #expect(id.map(ids.contains) == true, "line \(row.line): `\(row.routegen)` is no check rule")
        }
        // A gap names the rule that must report it: a new id, or an existing rule to extend, which
        // the document must then list under its heading.
        let text = try Self.document()
        for row in rows where row.status == "gap" {
            guard let id = Self.firstCode(row.routegen) else {
                Issue.record("line \(row.line): a gap without a rule id")
                continue
            }
            let listed = text.contains("### `\(id)`") || text.contains("- **`\(id)`**")
            #expect(listed, "line \(row.line): gap `\(id)` is described nowhere in the document")
        }
    }

    @Test func everyTestCitedExists() throws {
        var sources: [String: String] = [:]
        for row in Self.rows(try Self.document()) where row.test != "—" {
            let parts = row.test.components(separatedBy: "`")
            guard parts.count >= 5 else {
                Issue.record("line \(row.line): `\(row.test)` is not `file` `function`")
                continue
            }
            let (path, function) = (parts[1], parts[3])
            if sources[path] == nil {
                sources[path] = try? String(contentsOfFile: Repository.path(path), encoding: .utf8)
            }
            guard let source = sources[path] else {
                Issue.record("line \(row.line): \(path) does not exist")
                continue
            }
            let defined = source.contains("func \(function)(")
            #expect(defined, "line \(row.line): \(path) has no test `\(function)`")
        }
    }

    /// The summary's counts are the table's.
    @Test func theSummaryCountsTheTable() throws {
        let text = try Self.document()
        let rows = Self.rows(text)
        let phases = ["registration", "launch check", "route made", "ZRouter"]
        for status in ["covered", "gap", "undecidable"] {
            let counts = phases.map { phase in rows.filter { $0.phase == phase && $0.status == status }.count }
            let line =
                "| \(status) | " + counts.map(String.init).joined(separator: " | ") + " | **\(counts.reduce(0, +))** |"
            #expect(text.contains(line), "the summary lacks `\(line)`")
        }
        #expect(text.contains("\(rows.count) rows cover"), "the summary's row count is not \(rows.count)")
        let lines = text.components(separatedBy: "\n")
        let controlled = rows.filter { lines[$0.line - 1].contains("· CHECK") }
        let covered = controlled.filter { $0.status == "covered" }.count
        // The sentences wrap; list items continue with two spaces.
        let flat = text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            flat.contains(
                "of its \(controlled.count) rows, \(covered) are covered and \(controlled.count - covered) are gaps"),
            "the ZIKROUTER_CHECK sentence is not \(controlled.count) rows, \(covered) covered")
        let allCovered = rows.filter { $0.status == "covered" }
        let cited = allCovered.filter { $0.test != "—" }.count
        #expect(
            flat.contains(
                "Of the \(allCovered.count) covered rows, \(cited) cite a test; \(allCovered.count - cited) are reported today"
            ),
            "the covered sentence is not \(allCovered.count) rows, \(cited) citing a test")
    }
}
