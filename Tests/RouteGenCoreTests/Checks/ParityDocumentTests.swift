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
        var zikrouter: String
        var message: String
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
            rows.append(
                Row(
                    line: offset + 1, phase: cells[0], zikrouter: cells[1], message: cells[2], routegen: cells[3],
                    test: cells[4]))
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

    // MARK: What the real runtime confirms

    /// The seeded faults a row's `· RUNTIME` mark names: the real-runtime oracle ran each one on
    /// ZIKRouter itself (docs/real-runtime.md).
    static func runtimeFaults(_ message: String) -> [String] {
        guard let mark = message.range(of: "· RUNTIME ") else { return [] }
        let parts = message[mark.upperBound...].components(separatedBy: "`")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
    }

    struct OracleRow {
        /// The name in the table's markers: "oracle table" (service app) or "view oracle table".
        var table: String
        var zikrouter: String
        /// `check`'s errors, without the warnings the cell lists after them.
        var errors: String
        var verdict: String
    }

    /// The rows of docs/real-runtime.md's oracle tables, by fault id (the `(`id`)` of the first cell).
    static func oracleRows() throws -> [String: OracleRow] {
        let text = try String(contentsOfFile: Repository.path("docs/real-runtime.md"), encoding: .utf8)
        var rows: [String: OracleRow] = [:]
        var table: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("<!-- BEGIN "), let end = line.range(of: " (") {
                table = String(line[line.index(line.startIndex, offsetBy: 11)..<end.lowerBound])
            }
            if line.hasPrefix("<!-- END ") { table = nil }
            guard let table, line.hasPrefix("| "), !line.hasPrefix("| Fault"), !line.hasPrefix("|---") else { continue }
            // A cell's own bars are escaped (`\|`).
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").dropFirst(2).dropLast(2)
                .components(separatedBy: " | ")
            guard cells.count == 4, let open = cells[0].range(of: "(`", options: .backwards) else { continue }
            let id = cells[0][open.upperBound...].prefix { $0 != "`" }
            let errors = cells[2].components(separatedBy: "(warnings:")[0]
            rows[String(id)] = OracleRow(table: table, zikrouter: cells[1], errors: errors, verdict: cells[3])
        }
        return rows
    }

    /// The pieces of the row's message that ZIKRouter prints literally: the runs of at least 8
    /// characters between placeholders (R, C, P, …), cuts (`…`) and this document's code spans
    /// that end within the first 100 characters (the oracle's table shortens long messages), or the
    /// first run; a parameter assertion's condition.
    static func literalPieces(_ message: String) -> [String] {
        let text = message.components(separatedBy: " — ").first ?? message
        if text.hasPrefix("`NS"), let open = text.firstIndex(of: "("), let close = text.range(of: ")`") {
            return [String(text[text.index(after: open)..<close.lowerBound])]
        }
        guard let first = text.firstIndex(of: "\""), let last = text.lastIndex(of: "\""), first < last else {
            return []
        }
        let quote = String(text[text.index(after: first)..<last]).replacingOccurrences(of: "❌", with: "")
            .replacing(#/\s*\(`[^`]*`\)|`[^`]*`/#, with: "")
        let cut = #/\(?\b(?:R|C|P|A|B|K|M|D|I|d|X)[12]?\b\)?|…|\bXXX\b/#
        var pieces: [(end: Int, text: String)] = []
        var position = quote.startIndex
        for match in (quote + "…").matches(of: cut) {
            let end = min(match.range.lowerBound, quote.endIndex)
            let piece = quote[position..<end].trimmingCharacters(in: .whitespaces)
            if piece.count >= 8 { pieces.append((quote.distance(from: quote.startIndex, to: end), piece)) }
            position = min(match.range.upperBound, quote.endIndex)
        }
        let early = pieces.filter { $0.end <= 100 }.map(\.text)
        return early.isEmpty ? Array(pieces.prefix(1).map(\.text)) : early
    }

    /// Each fault a row's mark names is one of its part's app (a `ViewRouter/` row the view app's, a
    /// `ServiceRouter/` row the service app's) and agrees in the oracle; ZIKRouter's messages for it
    /// hold the row's text, and `check`'s errors for it include the row's rule. The marks were set by
    /// reading each case; this holds them to the run the docs record.
    @Test func everyRuntimeMarkIsAFaultBothJudgesAgreeOn() throws {
        let rows = Self.rows(try Self.document())
        let oracle = try Self.oracleRows()
        #expect(oracle.count > 20, "the oracle tables of docs/real-runtime.md were not found")
        var marked = 0
        for row in rows {
            let faults = Self.runtimeFaults(row.message)
            guard !faults.isEmpty else { continue }
            marked += 1
            #expect(row.status == "covered" && row.phase != "ZRouter", "line \(row.line): the runtime runs no such row")
            let pieces = Self.literalPieces(row.message)
            #expect(!pieces.isEmpty, "line \(row.line): no literal text in the message to find in ZIKRouter's output")
            let rule = Self.firstCode(row.routegen) ?? ""
            let source = Self.firstCode(row.zikrouter) ?? ""
            for fault in faults {
                guard let result = oracle[fault] else {
                    Issue.record("line \(row.line): `\(fault)` is no row of docs/real-runtime.md's oracle tables")
                    continue
                }
                if source.contains("/ViewRouter/") || source.contains("/ServiceRouter/") {
                    let table = source.contains("/ViewRouter/") ? "view oracle table" : "oracle table"
                    #expect(result.table == table, "line \(row.line): `\(fault)` is not a fault of this part's app")
                }
                #expect(result.verdict.hasPrefix("agree: both name"), "line \(row.line): `\(fault)` does not agree")
                for piece in pieces {
                    #expect(
                        result.zikrouter.contains(piece),
                        "line \(row.line): ZIKRouter's output for `\(fault)` lacks \"\(piece)\"")
                }
                #expect(
                    result.errors.contains("`\(rule)`"),
                    "line \(row.line): check's errors for `\(fault)` lack `\(rule)`")
            }
        }
        #expect(marked >= 20, "only \(marked) rows carry a runtime mark")
    }

    /// The summary counts, by rule, the covered rows the runtime confirms and those only routegen's
    /// reading of ZIKRouter's source supports.
    @Test func theSummaryCountsTheRowsOnlyOurReadingSupports() throws {
        let text = try Self.document()
        let covered = Self.rows(text).filter { $0.status == "covered" }
        let confirmed = covered.filter { !Self.runtimeFaults($0.message).isEmpty }
        let flat = text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            flat.contains("the real runtime confirms \(confirmed.count) of the \(covered.count) covered rows"),
            "the runtime sentence is not \(confirmed.count) of \(covered.count)")
        let rules = Set(covered.compactMap { Self.firstCode($0.routegen) })
        for rule in rules {
            let byRule = covered.filter { Self.firstCode($0.routegen) == rule }
            let yes = byRule.filter { !Self.runtimeFaults($0.message).isEmpty }.count
            let core = byRule.filter { Self.runtimeFaults($0.message).isEmpty && $0.phase != "ZRouter" }.count
            let zrouter = byRule.filter { Self.runtimeFaults($0.message).isEmpty && $0.phase == "ZRouter" }.count
            let line = "| `\(rule)` | \(yes) | \(core) | \(zrouter) |"
            #expect(text.contains(line), "the summary lacks `\(line)`")
        }
    }
}
