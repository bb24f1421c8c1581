import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The one list of diagnostic ids stays complete and documented.
struct DiagnosticCatalogTests {
    @Test func everyCheckRuleIsListedFirstAndOnce() {
        #expect(Array(DiagnosticCatalog.ids.prefix(CheckRules.all.count)) == CheckRules.all.map(\.id))
        #expect(Set(DiagnosticCatalog.ids).count == DiagnosticCatalog.ids.count)
    }

    /// The catalog is the rules' descriptions and the typed ids, each once; and no emit site
    /// spells an id as a string literal, which the typed `Diagnostic` initialiser would let by
    /// only through `ruleID:`. (A plain text search over our own sources, not a parser of user input.)
    @Test func catalogIsBuiltFromTheRulesAndTheTypedIDs() throws {
        #expect(DiagnosticCatalog.ids == CheckRules.all.map(\.id) + DiagnosticID.allCases.map(\.rawValue).sorted())
        #expect(Set(CheckRules.all.map(\.id)).isDisjoint(with: DiagnosticID.allCases.map(\.rawValue)))
        var literal: [String] = []
        let root = Repository.path("Sources")
        let files = FileManager.default.enumerator(atPath: root)
        while let relative = files?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            if text.contains("rule: \"") || text.contains("ruleID: \"") { literal.append(relative) }
        }
        #expect(literal == [], "diagnostic ids spelled as string literals in \(literal)")
    }

    @Test func typedIDsRoundTripThroughDiagnostics() {
        let diagnostic = Diagnostic(.error, "gone", at: .wholeFile("Gone.swift"), rule: .missingPath)
        #expect(diagnostic.rule == "missing-path")
        #expect(diagnostic.id == .missingPath)
        #expect(diagnostic.id?.isInputFailure == true)
        #expect(Diagnostic(.error, "x", ruleID: "unregistered-route").id == nil)
        #expect(DiagnosticID.allCases.filter(\.isInputFailure) == [.missingPath, .unreadableFile])
    }

    /// `helpUri` points at `docs/rules.md#<id>`: each id needs its own heading there.
    @Test func everyIdHasAnAnchorInTheRulesReference() throws {
        let text = try String(contentsOfFile: Repository.path("docs/rules.md"), encoding: .utf8)
        let headings = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("### ") }.map {
                $0.dropFirst(4).replacingOccurrences(of: "`", with: "")
            })
        for id in DiagnosticCatalog.ids {
            #expect(headings.contains(id), "docs/rules.md has no `### \(id)` heading")
        }
    }

    @Test func suggestionsFindCloseNamesOnly() {
        #expect(Suggestion.closest(to: "chek", among: ["generate", "check", "dump"]) == "check")
        #expect(Suggestion.closest(to: "chekc", among: ["check"]) == "check")
        #expect(Suggestion.closest(to: "unregistred-route", among: DiagnosticCatalog.ids) == "unregistered-route")
        #expect(Suggestion.closest(to: "exclud", among: ConfigLoader.allowedKeys) == "exclude")
        #expect(Suggestion.closest(to: "banana", among: ConfigLoader.allowedKeys) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func manyModulesNoteStaysShort() {
        let routers = (1...5000).map { index in
            Router(
                name: "R\(index)", language: .swift, kind: .view, superclass: "ZIKAnyViewRouter", ancestry: [],
                location: SourceLocation(file: "f\(index).swift", line: 1, column: 1),
                module: "Module\(index)", access: .public, condition: .always, isEarly: false, exclusion: nil,
                registrations: [])
        }
        let note = RegistryModule.ambiguityNote(config: RouteGenConfig(), routers: routers)
        #expect(
            note?.message.hasPrefix(
                "routers live in 5000 modules (Module1, Module10, Module100, Module1000, Module1001 and 4995 more)")
                == true, "\(note?.message ?? "")")
        #expect((note?.message.count ?? 0) < 300)
    }
}
