import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `SwiftNestingGuard` steps over runs of bytes that change nothing (names, comment and literal
/// text, spaces) instead of taking each through its full step. Both ways must refuse the same
/// files at the same place with the same message.
struct NestingGuardSkippingTests {
    private func bothWays(_ text: String) -> (skipping: SwiftNestingGuard.Refusal?, full: SwiftNestingGuard.Refusal?) {
        (
            SwiftNestingGuard.check(text, skippingInertRuns: true),
            SwiftNestingGuard.check(text, skippingInertRuns: false)
        )
    }

    @Test func everySwiftFixtureGetsTheSameAnswer() throws {
        let discovery = SourceDiscovery.discover(paths: [Repository.path("Fixtures")], fileLists: [])
        var files = 0
        for path in discovery.files where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let (skipping, full) = bothWays(text)
            #expect(skipping == full, "\(path)")
            files += 1
        }
        #expect(files > 100)
    }

    /// Random texts built from the pieces the guard reads — quotes of every kind, escapes,
    /// interpolations, comments, `#if`, brackets, runs of `>` — refused or not, at the same place.
    @Test func randomTextsGetTheSameAnswer() {
        let pieces = [
            "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", "\\", ")", "(", "[", "]", "{", "}", "<", ">",
            ">>>>>>>>",
            "//", "/*", "*/", "\n", "\n#if DEBUG\n", "\n#endif\n", "#", " ", "\t", "\r\n", "let x = ", "Router", "é",
            "[[[[[[",
            "((((((((", String(repeating: ">", count: 33), String(repeating: "[", count: 11), "#if", "\n  #if A\n",
        ]
        // Seeded, so a failure names a text that fails again.
        var generator = SplitMix64(seed: 0x5EED)
        var refused = 0
        for _ in 0..<4000 {
            let count = Int(generator.next() % 60) + 1
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let (skipping, full) = bothWays(text)
            #expect(skipping == full, "\(text.debugDescription)")
            if full != nil { refused += 1 }
        }
        // Both kinds of answer must be common, or the comparison proves little.
        #expect(refused > 200)
        #expect(refused < 3800)
    }
}
