import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Code generated from a template carries `#sourceLocation` so that swiftc and Xcode point at the
/// template. routegen shows its diagnostics at the same place, and keeps the file as written for
/// everything else: suppression comments, the cache, module and language of the file.
struct SourceLocationDirectiveTests {
    static let path = SourceLocationSample.path
    static let generated = SourceLocationSample.generated

    private func unregistered(_ graph: RouteGraph) -> [Diagnostic] {
        Checker.run(CheckContext(graph: graph)).filter { $0.rule == "unregistered-route" }
    }

    @Test func factsKeepTheLinesAsWritten() {
        let facts = Snippet.facts(Self.generated, path: Self.path)
        #expect(
            facts.sourceLocationDirectives == [
                SourceLocationDirective(physicalLine: 4, file: "Templates/Routes.swift.gyb", line: 12),
                SourceLocationDirective(physicalLine: 14, file: nil, line: 14),
            ])
        #expect(
            facts.classes.map(\.location) == [
                SourceLocation(file: Self.path, line: 4, column: 13),
                SourceLocation(file: Self.path, line: 15, column: 13),
            ])
        #expect(facts.suppressions == [11: ["unregistered-route"]])
    }

    @Test func findingsAreShownWhereSwiftcWouldReportThem() {
        let graph = Snippet.graph(Self.generated, path: Self.path)
        #expect(graph.routers.map(\.name) == ["HomeViewRouter"])
        let findings = unregistered(graph)
        // The suppression on physical line 11 still silences "settings" (template line 19).
        #expect(
            findings.compactMap(\.location) == [
                SourceLocation(file: Self.path, line: 9, column: 5),
                SourceLocation(file: Self.path, line: 14, column: 20),
            ])
        #expect(
            graph.presented(findings).compactMap(\.location) == [
                SourceLocation(file: "Templates/Routes.swift.gyb", line: 17, column: 5),
                SourceLocation(file: Self.path, line: 14, column: 20),
            ])
    }

    @Test func scannerDiagnosticsAreShownThroughTheDirectivesToo() {
        let source =
            "#sourceLocation(file: \"Sources/App/Routers.stencil\", line: 30)\nfinal class BrokenViewRouter: ZIKAnyViewRouter {\n    override class func registerRoutableDestination() { registerView(\n}\n"
        let graph = Snippet.graph(source, path: Self.path)
        let shown = graph.presented(graph.diagnostics).filter { $0.rule == "syntax-error" }
        #expect(shown.count == 1)
        #expect(shown.first?.location?.file == "Sources/App/Routers.stencil")
        #expect((shown.first?.location?.line ?? 0) >= 30)
    }

    @Test func malformedOrTrailingDirectivesChangeNothing() {
        // swiftc ignores a directive with a non-decimal line, and one with nothing after it.
        let facts = Snippet.facts(
            "#sourceLocation(file: \"T.gyb\", line: 0x10)\nlet a = 1\n#sourceLocation(file: \"T.gyb\", line: 3)",
            path: Self.path)
        #expect(facts.sourceLocationDirectives.isEmpty)
        let plain = SourceLocation(file: Self.path, line: 2, column: 1)
        #expect(SourceLocationDirective.presumed(plain, under: facts.sourceLocationDirectives) == plain)
        #expect(
            SourceLocationDirective.presumed(
                .wholeFile(Self.path), under: [SourceLocationDirective(physicalLine: 1, file: "T.gyb", line: 9)])
                == .wholeFile(Self.path))
    }
}
