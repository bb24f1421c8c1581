import Foundation
import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The shortcuts a cold run takes to read less or measure less must give exactly what the long way
/// gives: token ranges without `clang_getTokenExtent`, identifier bytes from bit masks, the
/// marker search over a pointer, the closure's bit filter, the batch traits in one pass with the
/// survey's macro-line verdict, and the unit size that adapts to units ending early.
struct ColdRunShortcutTests {
    // MARK: Token ranges

    /// Tokens that a line splice or a universal character name makes differ from their spelling,
    /// and tokens at every edge of a buffer: the quick measure must agree with libclang's extent
    /// on each, in a file alone and in a file inside a larger buffer (as in a batch unit).
    static let trickyTokenSources: [String] = [
        "@interface Fo\\\no : NSObject\n@end\n",
        "int caf\\u00e9 = 1;\nint na\\U000000EFve = 2;\n",
        "NSString *s = @\"str\\\ning\";\nint x\\\n+ y;\n",
        "#define A(x) x ## _tail \\\n  + 1\n%: define B <: :>\n",
        "@implementation R\n+ (void)registerRoutableDestination {\n    [self registerIdentifier:@\"caf\u{e9}\"]; // caf\u{e9}\n}\n@end\n",
        "/* unterminated comment\n@interface Lost : NSObject\n",
        "@interface Tail : NSObject @end abc",
        "int trailing = 1; \\",
        // A NUL byte ends a spelling early: in a comment, a literal, and after a token.
        "// a comment with \u{0}\u{0} NUL bytes\n@interface N : NSObject\n@end\n",
        "NSString *s = @\"a\u{0}b\"; /* c\u{0}d */ int n\u{0}= 1;\n",
        "",
    ]

    /// `bytes` parsed with `before` in front of it and `after` behind it in one buffer (as in a batch
    /// unit), its tokens measured both ways; `where` names the case in a failure.
    static func expectQuickRangesEqualExtents(
        _ bytes: [UInt8], before: [UInt8], after: [UInt8], dialect: ObjCTranslationUnit.Dialect = .objectiveC,
        where label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Int {
        let lib = try #require(try? LibClang.shared.get())
        let measured = try ObjCTranslationUnit.tokensMeasuredEveryWay(
            lib, bytes: bytes, before: before, after: after, dialect: dialect
        ).get()
        let reference = try #require(measured[.extent])
        #expect(measured.count == (lib.storesTokenLengths ? 3 : 2))
        for (measure, quick) in measured where measure != .extent {
            #expect(quick.tokens == reference.tokens, "\(label), \(measure)", sourceLocation: sourceLocation)
            #expect(quick.staysInside == reference.staysInside, "\(label), \(measure)", sourceLocation: sourceLocation)
        }
        return reference.tokens.count
    }

    @Test(arguments: trickyTokenSources)
    func quickTokenRangesEqualTheExtents(source: String) throws {
        // Alone, and with other bytes after it in the buffer, where a token may run past the file.
        for (before, after) in [("", ""), ("int before;\n", "\n@class __after;\nint after_\\\nwards;\n")] {
            _ = try Self.expectQuickRangesEqualExtents(
                Array(source.utf8), before: Array(before.utf8), after: Array(after.utf8),
                where: "\(source.debugDescription) after \(before.debugDescription)")
        }
    }

    /// The inputs the `objc` fuzz target found, as a batch would hold them.
    @Test func quickTokenRangesEqualTheExtentsOnFuzzFindings() throws {
        let folder = Repository.path("Fuzz/Regressions/objc")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let bytes = ObjCFileScanner.withoutByteOrderMark(
                Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
            _ = try Self.expectQuickRangesEqualExtents(
                bytes, before: ObjCPrelude.bytes, after: Array("\n@class __after;\n".utf8), where: name)
        }
    }

    /// The libclang CI and this machine use (LLVM 14) keeps token lengths, so the quick measure
    /// the scanner takes is the stored length, and the comparisons above cover it.
    @Test func theLoadedLibclangPassesTheTokenLengthProbe() throws {
        let lib = try #require(try? LibClang.shared.get())
        #expect(lib.storesTokenLengths)
        // The probe holds every kind of token the check is about, so its verdict means something.
        let measured = try ObjCTranslationUnit.tokensMeasuredEveryWay(
            lib, bytes: ObjCTokenLengthProbe.source, before: [], after: []
        ).get()
        let tokens = try #require(measured[.extent]).tokens
        #expect(tokens.count > 60)
        #expect(tokens.contains { $0.kind == .comment && $0.text.contains("\\\n") })
        #expect(tokens.contains { $0.kind == .identifier && $0.text == "spl\\\niced" })
        #expect(tokens.contains { $0.kind == .identifier && $0.text.hasPrefix("\\u00e9") })
        #expect(tokens.last?.text == "tail")
    }

    /// Every token of every fixture file, alone: the quick measure and the extent agree.
    @Test func quickTokenRangesEqualTheExtentsOnEveryFixture() throws {
        let sources = ObjCBatchTests.fixtureSources
        #expect(sources.count > 50)
        var tokens = 0
        for source in sources {
            tokens += try Self.expectQuickRangesEqualExtents(
                source.bytes, before: source.prelude, after: [], dialect: .init(path: source.path), where: source.path)
        }
        #expect(tokens > 10_000)
    }

    // MARK: Byte passes

    @Test func identifierBytesAreLettersDigitsUnderscoreDollarAndNonASCII() {
        for value in 0...255 {
            let byte = UInt8(value)
            let scalar = Unicode.Scalar(byte)
            let expected =
                byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (scalar.properties.isASCIIHexDigit && scalar.value < 0x3A) || ("a"..."z").contains(Character(scalar))
                || ("A"..."Z").contains(Character(scalar))
            #expect(ByteLexer.isIdentifierByte(byte) == expected, "byte \(value)")
        }
    }

    /// The marker search over a pointer finds what a naive search finds, at every position,
    /// including a marker that ends at the last byte and a one-byte marker there.
    @Test func markerSearchFindsEveryOccurrence() {
        let set = ByteMarkerSet(["registerView", "@protocol", "ZIKRouterTo", "\\", "ab"])
        var generator = SplitMix64(seed: 16)
        let alphabet = Array("abregistrViwZIKRouTo@pc\\ \n".utf8)
        for _ in 0..<300 {
            let length = Int(generator.next() % 40)
            var bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if generator.next() % 3 == 0 {
                bytes += Array(["registerView", "\\", "ab", "@protocol"][Int(generator.next() % 4)].utf8)
            }
            var found: [[Int]] = []
            bytes.withUnsafeBufferPointer { buffer in set.forEachMatch(in: buffer) { found.append([$0, $1]) } }
            var expected: [[Int]] = []
            for start in bytes.indices {
                for (index, marker) in set.markers.enumerated() where bytes[start...].starts(with: marker) {
                    expected.append([start, index])
                }
            }
            #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            let any = bytes.withUnsafeBufferPointer { set.containsAny(in: $0) }
            #expect(any == !expected.isEmpty)
        }
    }

    /// A file that mentions a closure name is parsed whatever else it spells; one that mentions
    /// none is skipped, however many identifiers it has (the bit filter turns most away).
    @Test func closureMentionsSurviveTheBitFilter() {
        let summaries = (0..<300).map { index in
            ByteSummary(
                declared: ["Router\(index)"],
                links: [.init(name: "Router\(index)", targets: [index == 0 ? "ZIKViewRouter" : "Router\(index - 1)"])])
        }
        let closure = RouterClosure(summaries: summaries, extraBases: [])
        #expect(closure.names.contains("Router299"))
        let ordinary = (0..<2000).map { "name\($0) Other\($0)Type value_\($0)" }.joined(separator: " ")
        func reason(_ text: String) -> PrefilterReason? {
            Array(text.utf8).withUnsafeBufferPointer { closure.reasonToParse(ByteSummary(), text: $0) }
        }
        #expect(reason(ordinary) == nil)
        for name in ["Router0", "Router150", "Router299", "ZIKViewRouter"] {
            #expect(reason(ordinary + " [" + name + " alloc]") == .mentionsClosureName, "\(name)")
        }
        #expect(reason(ordinary + " Router3000 MyRouter150") == nil)
    }

    // MARK: Batch traits

    /// Traits worked out with the survey's macro-line verdict equal traits worked out alone, on
    /// every fixture file and on the trait snippets.
    @Test func traitsWithTheSurveysVerdictEqualTraitsAlone() {
        let texts =
            ObjCBatchTests.fixtureSources.map(\.bytes)
            + [
                "@implementation R\nAPP_LOG_CLASS(R)\n@end\n", "#define X 1\nAPP_ROUTABLE_VIEW(A)\n",
                "int line = __LINE__;\n#define Y\n",
                "#if __has_include(\"Snippet.m\")\n#endif\n#undef Z\n", "int a = \\\n 1;\n",
            ].map { Array($0.utf8) }
        for bytes in texts {
            let hasMacroLines = bytes.withUnsafeBufferPointer { ObjCByteSurvey.survey(of: $0).hasMacroLines }
            #expect(hasMacroLines == !ObjCMacroLineBlanking.lines(bytes, prelude: ObjCPrelude.bytes).isEmpty)
            #expect(
                ObjCBatchTraits(path: "Sources/App/Snippet.m", bytes: bytes, hasMacroLines: hasMacroLines)
                    == ObjCBatchTraits(path: "Sources/App/Snippet.m", bytes: bytes))
        }
    }

    // MARK: Unit size

    @Test func unitsShrinkAfterOneEndsEarlyAndGrowBack() {
        #expect(ObjCBatchRun.nextLimit(after: 256, settled: 256, of: 256, ceiling: 256) == 256)
        #expect(ObjCBatchRun.nextLimit(after: 256, settled: 40, of: 256, ceiling: 256) == 40)
        #expect(ObjCBatchRun.nextLimit(after: 256, settled: 1, of: 256, ceiling: 256) == 16)
        #expect(ObjCBatchRun.nextLimit(after: 16, settled: 16, of: 16, ceiling: 256) == 32)
        #expect(ObjCBatchRun.nextLimit(after: 128, settled: 20, of: 20, ceiling: 256) == 256)
        #expect(ObjCBatchRun.nextLimit(after: 4, settled: 1, of: 4, ceiling: 4) == 4)
    }

    /// Files that end a unit's trusted prefix, spread through a batch of plain ones: every file
    /// reads as alone, the unit after each early end is smaller, and the files are parsed again
    /// fewer times than with units of the full size throughout.
    @Test func earlyEndsShrinkTheNextUnit() {
        var sources: [ObjCSource] = []
        for index in 0..<120 {
            // `#line` ends the trusted prefix after parsing (a line marker changes later files' lines).
            let text =
                index % 30 == 5
                ? "#line 7\n" + ObjCBatchTests.router("R\(index)", registering: "", header: true)
                : ObjCBatchTests.router("R\(index)", registering: "", header: true)
            sources.append(ObjCBatchTests.source("Sources/App/R\(index).h", text))
        }
        let (_, report) = ObjCBatchTests.expectSameAsAlone(sources, unitLimit: 64)
        let parsed = report.units.reduce(0) { $0 + $1.count }
        #expect(report.units.first?.count == 64)
        // After the unit that ended at file 5, the next unit is at most as large as what it settled.
        #expect(report.units.count > 2)
        #expect(report.units[1].count <= 16)
        // Without shrinking, each early end would parse the rest of a 64-file unit again.
        #expect(parsed < 260)
    }
}
