import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `SwiftNestingGuard` counts brackets in code only: text in string literals is one token to the
/// parser, so `[` there must not refuse a file swiftc compiles; code in an interpolation, or after
/// a quote that opened no literal, still counts.
struct NestingGuardLiteralTests {
    private let deepSquare = String(repeating: "[", count: 40)

    private func scan(_ source: String) -> FileFacts {
        Pipeline.facts(path: "Sources/App/CheckoutViewRouter.swift", text: source + "\n" + HostileSources.swiftRouter)
    }

    private func keepsTheRouter(_ source: String) -> Bool {
        let facts = scan(source)
        return facts.classes.map(\.name).contains("CheckoutViewRouter")
            && !facts.diagnostics.contains { $0.rule == "nesting-too-deep" }
    }

    private func refusal(_ source: String) -> SwiftNestingGuard.Refusal? { SwiftNestingGuard.check(source) }

    @Test func bracketsInAStringLiteralKeepTheRouter() {
        // A markdown-ish help text and a log line, the way apps write them.
        #expect(keepsTheRouter("let banner = \"\(deepSquare) checkout \\\"beta\\\" \(deepSquare)\""))
        #expect(keepsTheRouter("let pattern = #\"\\[\(deepSquare)\"# + #\"\"quoted\" [[\"#"))
        #expect(keepsTheRouter("let help = \"\"\"\n    Usage: \(deepSquare)\n    #if DEBUG \(deepSquare)\n    \"\"\""))
        #expect(keepsTheRouter("let raw = ##\"\"\"\n    \\#(\(deepSquare) \"\"\"# still text\n    \"\"\"##"))
    }

    @Test func anInterpolationIsCodeButItsLiteralsAreText() {
        #expect(keepsTheRouter("let title = \"Cart \\(items.map { \"\(deepSquare)\\($0)\" }.joined())\""))
        let deepCode = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        let inInterpolation = refusal("let title = \"Cart \\(\(deepCode))\"")
        #expect(inInterpolation?.message.contains("`[` nested deeper than 10") == true)
        #expect(inInterpolation?.column == 31)
        // In a raw literal `\(` is text; only `\#(` interpolates.
        #expect(refusal("let raw = #\"\\(\(deepCode))\"#") == nil)
        #expect(refusal("let raw = #\"\\#(\(deepCode))\"#") != nil)
    }

    @Test func aQuoteThatOpensNoLiteralLeavesTheLineCounted() {
        // A regex with a quote: the guard finds no closing quote on the line and reads it again as code.
        let deepCode = String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)
        let sameLine = refusal("let quote = /\"/; let deep = \(deepCode)")
        #expect(sameLine?.line == 1)
        #expect(sameLine?.column == 39)
        // Three quotes that never close read the rest of the file again as code.
        let toTheEnd = refusal("let quotes = /\"\"\"/\nlet deep = \(deepCode)\n")
        #expect(toTheEnd?.line == 2)
        #expect(toTheEnd?.column == 22)
    }

    @Test func positionsAfterAMultiLineLiteralStayRight() {
        let source = "let text = \"\"\"\n    [[\n    \"\"\"\n/* [[ */ let deep = " + String(repeating: "[", count: 11)
        let found = refusal(source)
        #expect(found?.line == 4)
        #expect(found?.column == 31)
    }

    @Test func directivesInLiteralTextAreNotCounted() {
        let conditionals = String(repeating: "#if DEBUG\n", count: 100)
        #expect(refusal("let script = \"\"\"\n\(conditionals)\"\"\"") == nil)
        #expect(refusal(conditionals)?.message.contains("#if nested deeper") == true)
    }
}

extension NestingGuardLiteralTests {
    /// Quotes that open no literal, nested in interpolations, must not make the guard read the
    /// line again once per level: 20,000 levels on one line stay a linear pass.
    @Test func unterminatedNestedLiteralsStayLinear() {
        let depth = 20_000
        let line = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")", count: depth) + "\n"
        let clock = ContinuousClock()
        let start = clock.now
        let found = SwiftNestingGuard.check(line + "let grid = " + String(repeating: "[", count: 11))
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed < .seconds(2), "\(elapsed)")
        // Read again as code, the line's 20,000 parentheses are past the bracket limit.
        #expect(found?.line == 1)
        #expect(found?.message.contains("nested deeper than \(SwiftFileScanner.maximumNestingLevel)") == true)
    }
}
