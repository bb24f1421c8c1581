import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The Swift scanner finds lines and columns from a table of the file's `\n` bytes instead of
/// SwiftSyntax's `SourceLocationConverter`. Every position must get the converter's answer.
struct SwiftLocationsTests {
    /// Each token's start, and the positions around it, for the text as it is.
    private func mismatches(_ text: String, path: String) -> [String] {
        var source = text
        return source.withUTF8 { buffer in
            let tree = Parser.parse(source: buffer)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let locations = SwiftLocations(path: path, tree: tree, bytes: buffer)
            var positions = Set([-1, 0, buffer.count, buffer.count + 1])
            for token in tree.tokens(viewMode: .all) {
                positions.formUnion([
                    token.position.utf8Offset, token.positionAfterSkippingLeadingTrivia.utf8Offset,
                    token.endPositionBeforeTrailingTrivia.utf8Offset,
                ])
            }
            // Every byte of the first lines too, newlines and what follows them included.
            positions.formUnion(0..<min(buffer.count, 400))
            return positions.sorted().compactMap { offset in
                let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
                let found = locations.lineAndColumn(of: AbsolutePosition(utf8Offset: offset))
                return found == (expected.line, expected.column)
                    ? nil : "\(path) @\(offset): \(found) instead of \(expected.line):\(expected.column)"
            }
        }
    }

    @Test func everyFixturePositionGetsTheConvertersLineAndColumn() throws {
        var files = 0
        for path in FixtureFiles.sources(under: "Fixtures", suffixes: [".swift"]) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(mismatches(text, path: path).isEmpty)
            files += 1
        }
        #expect(files > 100)
    }

    /// A carriage return breaks a line too (alone or before `\n`); such files take the converter's way.
    @Test func carriageReturnsAndMultilineLiteralsGetTheConvertersAnswer() {
        let base = """
            import ZRouter

            /// Café — the router: ✓
            final class CaféViewRouter: ZIKViewRouter<CaféViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(CaféViewController.self)
                    registerIdentifier(\"\"\"
                    café
                    \"\"\")
                }
            }
            """
        for text in [
            base, base.replacingOccurrences(of: "\n", with: "\r\n"), base.replacingOccurrences(of: "\n", with: "\r"),
            base + "\n", "", "\n", "\r\n\r",
        ] {
            #expect(mismatches(text, path: "Sources/App/Café.swift").isEmpty)
        }
    }
}
