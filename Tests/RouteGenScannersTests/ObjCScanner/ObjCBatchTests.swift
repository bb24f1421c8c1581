import Foundation
import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// `parseBatch` reads many Objective-C files in one libclang translation unit. Whatever the
/// composition, each file's facts must equal what `parse` gives it alone: on every fixture file,
/// and on files written to leak into the file after them.
struct ObjCBatchTests {
    static func source(_ path: String, _ text: String) -> ObjCSource {
        ObjCSource(path: path, bytes: Array(text.utf8))
    }

    static func alone(_ source: ObjCSource) -> FileFacts {
        ObjCFileScanner.parse(path: source.path, bytes: source.bytes)
    }

    /// Batches the sources, expects every file's facts to equal its lone parse, and returns the
    /// batch's facts and report.
    @discardableResult
    static func expectSameAsAlone(
        _ sources: [ObjCSource], unitLimit: Int = ObjCFileScanner.preferredBatchSize,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (facts: [FileFacts], report: ObjCBatchReport) {
        let (facts, report) = ObjCFileScanner.parseBatchReporting(sources, unitLimit: unitLimit)
        #expect(facts.count == sources.count, sourceLocation: sourceLocation)
        for (source, batched) in zip(sources, facts) {
            #expect(
                batched == alone(source), "\(source.path) reads differently in a batch", sourceLocation: sourceLocation)
        }
        return (facts, report)
    }

    static func reasons(_ report: ObjCBatchReport, _ sources: [ObjCSource]) -> [String: ObjCBatchReport.AloneReason] {
        Dictionary(report.alone.map { (sources[$0.index].path, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    static func router(_ name: String, registering key: String, header: Bool = false) -> String {
        header
            ? """
            @interface \(name) : ZIKViewRouter
            @end

            """
            : """
            @implementation \(name)
            + (void)registerRoutableDestination {
                [self registerView:[\(key) class]];
                [self registerIdentifier:@"\(key)"];
            }
            @end

            """
    }

    // MARK: Every fixture file, in several compositions

    /// Every `.h`, `.m`, `.mm` under `Fixtures/` that the pre-filter lets through, in path order.
    static let fixtureSources: [ObjCSource] = {
        let root = Repository.path("Fixtures")
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { file in [".h", ".m", ".mm"].contains { file.hasSuffix($0) } }
            .sorted()
        return files.compactMap { file in
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { return nil }
            let bytes = Array(text.utf8)
            return ObjCPrefilter.mayHoldRoutes(bytes) ? ObjCSource(path: "Fixtures/" + file, bytes: bytes) : nil
        }
    }()

    static let fixtureFactsAlone: [String: FileFacts] = Dictionary(
        uniqueKeysWithValues: fixtureSources.map { ($0.path, alone($0)) })

    enum Composition: String, CaseIterable, CustomTestStringConvertible {
        case pathOrder, reversed, shuffled, chunksOf2, chunksOf7, chunksOf64, unitsOf3, byFolder

        var testDescription: String { rawValue }

        /// The `parseBatch` calls: each a list of sources, and the unit limit.
        func calls(_ sources: [ObjCSource]) -> (calls: [[ObjCSource]], unitLimit: Int) {
            var generator = SplitMix64(seed: 0x5EED_BA7C)
            return switch self {
            case .pathOrder: ([sources], 1000)
            case .reversed: ([Array(sources.reversed())], 1000)
            case .shuffled: ([sources.shuffled(using: &generator)], 1000)
            case .chunksOf2: (Self.chunks(sources, 2), ObjCFileScanner.preferredBatchSize)
            case .chunksOf7: (Self.chunks(sources, 7), ObjCFileScanner.preferredBatchSize)
            case .chunksOf64: (Self.chunks(sources, 64), ObjCFileScanner.preferredBatchSize)
            case .unitsOf3: ([sources], 3)
            case .byFolder:
                // As the pipeline will call it: the files of one module at a time.
                (
                    Dictionary(grouping: sources) { ($0.path as NSString).deletingLastPathComponent }.sorted {
                        $0.key < $1.key
                    }.map(\.value),
                    ObjCFileScanner.preferredBatchSize
                )
            }
        }

        static func chunks(_ sources: [ObjCSource], _ size: Int) -> [[ObjCSource]] {
            stride(from: 0, to: sources.count, by: size).map { Array(sources[$0..<min($0 + size, sources.count)]) }
        }
    }

    @Test func theFixtureSetIsTheRealOne() {
        let paths = Self.fixtureSources.map(\.path)
        #expect(paths.count >= 70)
        for folder in ["Fixtures/MixedApp/", "Fixtures/Check/ObjC/", "Fixtures/ZIKRouterObjCStub/"] {
            #expect(paths.contains { $0.hasPrefix(folder) }, "no file from \(folder)")
        }
    }

    @Test(arguments: Composition.allCases)
    func everyFixtureFileReadsAsAlone(_ composition: Composition) {
        let (calls, unitLimit) = composition.calls(Self.fixtureSources)
        var batchedFiles = 0
        var units = 0
        for call in calls {
            let (facts, report) = ObjCFileScanner.parseBatchReporting(call, unitLimit: unitLimit)
            for (source, batched) in zip(call, facts) {
                #expect(
                    batched == Self.fixtureFactsAlone[source.path],
                    "\(source.path) reads differently in a batch (\(composition))")
            }
            batchedFiles += call.count - report.alone.count
            units += report.units.count
        }
        #expect(units > 0)
        // One folder is one small app, and its files are ordinary: nearly all must come from a
        // shared unit, or the speed path has quietly become one unit per file. (Across folders
        // the fixtures repeat class and protocol names, whose second definitions clang drops,
        // so those files are rightly read alone.)
        if composition == .byFolder {
            #expect(
                batchedFiles * 10 >= Self.fixtureSources.count * 8,
                "only \(batchedFiles) of \(Self.fixtureSources.count) files batched")
        }
    }

    /// The pipeline calls `parseBatch` from several threads at once; each call has its own index.
    @Test func concurrentCallsAreIndependent() {
        let calls = Composition.chunks(Self.fixtureSources, 9)
        let results = ConcurrentResults(count: calls.count)
        DispatchQueue.concurrentPerform(iterations: calls.count) { index in
            results.set(index, ObjCFileScanner.parseBatch(calls[index]))
        }
        for (call, facts) in zip(calls, results.values) {
            #expect(facts == call.map { Self.fixtureFactsAlone[$0.path]! })
        }
    }

    // MARK: Batching batches

    @Test func ordinaryFilesShareOneUnit() {
        var sources: [ObjCSource] = []
        for index in 0..<20 {
            sources.append(
                Self.source("Sources/App/R\(index).h", Self.router("R\(index)", registering: "", header: true)))
            sources.append(
                Self.source(
                    "Sources/App/R\(index).m",
                    "#import \"R\(index).h\"\n" + Self.router("R\(index)", registering: "VC\(index)")))
        }
        let (_, report) = Self.expectSameAsAlone(sources)
        #expect(report.units == [Array(0..<40)])
        #expect(report.alone == [])

        let (_, limited) = Self.expectSameAsAlone(sources, unitLimit: 16)
        #expect(limited.units == [Array(0..<16), Array(16..<32), Array(32..<40)])
        #expect(limited.alone == [])
    }

    @Test func aFileThatMayChangeMacrosEndsItsUnit() {
        let sources = [
            Self.source("A.h", Self.router("A", registering: "", header: true)),
            Self.source("B.h", "#define kLoginKey @\"login\"\n" + Self.router("B", registering: "", header: true)),
            Self.source("C.h", Self.router("C", registering: "", header: true)),
            Self.source("D.h", Self.router("D", registering: "", header: true)),
        ]
        let (_, report) = Self.expectSameAsAlone(sources)
        #expect(report.units == [[0, 1], [2, 3]])
        #expect(report.alone == [])
    }

    @Test(arguments: [
        ("#if defined(DEBUG)\n#endif\n// undefined behaviour, redefine\n", ObjCBatchTraits.shareable),
        ("#pragma redefine_extname a b\n", .shareable),
        ("#define X 1\n", .endsUnit),
        ("#  define X 1\n", .endsUnit),
        ("#/* */define X 1\n", .endsUnit),
        ("%:define X 1\n", .endsUnit),
        ("#undef NS_ASSUME_NONNULL_BEGIN\n", .endsUnit),
        ("#pragma push_macro(\"X\")\n", .endsUnit),
        ("_Pragma(\"pop_macro(\\\"X\\\")\")\n", .endsUnit),
        ("#pragma GCC poison printf\n", .endsUnit),
        ("int a = \\\n 1;\n", .endsUnit),
        ("int a = \\  \n 1;\n", .endsUnit),
        ("int line = __LINE__;\n", .alone(.positionDependentMacro)),
        ("int n = __COUNTER__;\n", .alone(.positionDependentMacro)),
        ("#if __has_include(\"Snippet.m\")\n#endif\n", .alone(.positionDependentMacro)),
        ("#if __has_include(<UIKit/UIKit.h>)\n#endif\n", .shareable),
        ("int a; \\", .alone(.endsInBackslash)),
        ("int a; \\ \r", .alone(.endsInBackslash)),
        ("@implementation R\nAPP_LOG_CLASS(R)\n@end\n", .alone(.unknownMacroLine)),
        ("APP_ROUTABLE_VIEW(A) // a wrapper\n", .alone(.unknownMacroLine)),
        ("NSLog(@\"%@\", x);\nif (x)\n", .shareable),
    ])
    func traitsFromBytes(text: String, expected: ObjCBatchTraits) {
        #expect(ObjCBatchTraits(path: "Sources/App/Snippet.m", bytes: Array(text.utf8)) == expected, "\(text)")
    }

    // MARK: Files that leak into the next one

    @Test func duplicateProtocolDefinition() throws {
        let sources = [
            Self.source("Sources/App/LoginViewInput.h", "@protocol LoginViewInput <ZIKViewRoutable>\n@end\n"),
            Self.source(
                "Sources/App/LoginViewRouter.h",
                "@protocol LoginViewInput <ZIKViewRoutable>\n@end\n"
                    + Self.router("LoginViewRouter", registering: "", header: true)),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        #expect(facts[1].routableDeclarations.map(\.protocolName) == ["LoginViewInput"])
        #expect(facts[1].classes.map(\.name) == ["LoginViewRouter"])
        #expect(Self.reasons(report, sources)["Sources/App/LoginViewRouter.h"] == .rejected(.containersDiffer))
    }

    @Test func duplicateInterfaceAndImplementation() {
        let sources = [
            Self.source("Sources/A/LoginViewRouter.h", Self.router("LoginViewRouter", registering: "", header: true)),
            Self.source(
                "Sources/A/LoginViewRouter.m", Self.router("LoginViewRouter", registering: "LoginViewController")),
            Self.source("Sources/B/LoginViewRouter.h", Self.router("LoginViewRouter", registering: "", header: true)),
            Self.source(
                "Sources/B/LoginViewRouter.m", Self.router("LoginViewRouter", registering: "OtherLoginViewController")),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        #expect(
            facts[2].classes.map { "\($0.name) : \($0.superclass?.name ?? "-")" } == ["LoginViewRouter : ZIKViewRouter"]
        )
        #expect(
            facts[3].registrations.map { "\($0.kind.rawValue) \($0.key)" } == [
                "view OtherLoginViewController", "identifier OtherLoginViewController",
            ])
        #expect(Self.reasons(report, sources)["Sources/B/LoginViewRouter.h"] == .rejected(.containersDiffer))
        #expect(Self.reasons(report, sources)["Sources/B/LoginViewRouter.m"] == .rejected(.containersDiffer))
    }

    /// The victim after each leaking file: a router header and implementation.
    static let victim = [
        source("Sources/App/VictimViewRouter.h", router("VictimViewRouter", registering: "", header: true)),
        source("Sources/App/VictimViewRouter.m", router("VictimViewRouter", registering: "VictimViewController")),
    ]

    static func expectVictimComplete(_ facts: [FileFacts], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(facts[facts.count - 2].classes.map(\.name) == ["VictimViewRouter"], sourceLocation: sourceLocation)
        #expect(
            facts[facts.count - 1].registrations.map { "\($0.kind.rawValue) \($0.key)" } == [
                "view VictimViewController", "identifier VictimViewController",
            ], sourceLocation: sourceLocation)
        #expect(facts[facts.count - 1].methods.map(\.typeName) == ["VictimViewRouter"], sourceLocation: sourceLocation)
    }

    /// What happens to the leaking file; in every case the files after it start a new unit.
    enum Handling: Hashable {
        /// Parsed in the unit, rejected with the parser's state after it in doubt, parsed alone.
        /// (Which check fires depends on libclang's recovery: LLVM 14 leaves an `@interface`
        /// without `@end` open past the boundary line, LLVM 21 closes it there, and its extent
        /// then reaches past the file.)
        case rejected
        /// Trusted, but its directives end the trusted prefix of the unit.
        case endsPrefix
        /// Kept last in its unit by its bytes (here: a unit of one).
        case endsUnit
        case aloneByTraits(ObjCBatchTraits.AloneReason)
    }

    static let leakingFiles: [(name: String, path: String, text: String, handling: Handling)] = [
        ("missing @end", "Sources/App/Broken.h", "@interface Broken : NSObject\n- (void)load;\n", .rejected),
        (
            "@implementation missing @end", "Sources/App/Broken.m",
            "@implementation Broken\n+ (void)registerRoutableDestination {}\n", .rejected
        ),
        (
            "@protocol missing @end", "Sources/App/Broken.h",
            "@protocol BrokenInput <ZIKViewRoutable>\n- (void)load;\n", .rejected
        ),
        (
            "unterminated comment", "Sources/App/Broken.h", "@interface Fine : NSObject\n@end\n/* never closed\n",
            .rejected
        ),
        (
            "#if 0 without #endif", "Sources/App/Broken.h", "@interface Fine : NSObject\n@end\n#if 0\nint unused;\n",
            .rejected
        ),
        ("#if 1 without #endif", "Sources/App/Broken.h", "#if 1\n@interface Fine : NSObject\n@end\n", .endsPrefix),
        (
            "unbalanced { in a C function", "Sources/App/Broken.m", "static void helper(void) {\n    if (1) {\n}\n",
            .rejected
        ),
        (
            "declaration without ;", "Sources/App/Broken.h", "@interface Fine : NSObject\n@end\nextern int counter\n",
            .rejected
        ),
        (
            "unterminated string", "Sources/App/Broken.h",
            "@interface Fine : NSObject\n@end\nstatic char *s = \"open\n", .rejected
        ),
        (
            "#undef of a prelude macro", "Sources/App/Broken.h",
            "#undef NS_ASSUME_NONNULL_BEGIN\n#undef DeclareRoutableView\n", .endsUnit
        ),
        ("stray @", "Sources/App/Broken.h", "@interface Fine : NSObject\n@end\n@", .rejected),
        ("line marker", "Sources/App/Broken.h", "# 1 \"Other.h\" 1\n@interface Fine : NSObject\n@end\n", .endsPrefix),
        (
            "trailing backslash", "Sources/App/Broken.h", "@interface Fine : NSObject\n@end\n// note \\",
            .aloneByTraits(.endsInBackslash)
        ),
    ]

    @Test(arguments: leakingFiles.indices)
    func aLeakingFileDoesNotReachTheNext(_ case: Int) {
        let leaking = Self.leakingFiles[`case`]
        let victimText = """
            NS_ASSUME_NONNULL_BEGIN
            DeclareRoutableView(VictimViewController, VictimViewRouter)

            """
        let sources =
            [Self.source(leaking.path, leaking.text), Self.source("Sources/App/AVictim.h", victimText)] + Self.victim
        let (facts, report) = Self.expectSameAsAlone(sources)
        Self.expectVictimComplete(facts)
        #expect(facts[1].routableClasses.map(\.className) == ["VictimViewController"], "\(leaking.name)")
        #expect(report.units.last == [1, 2, 3], "\(leaking.name): the files after it form a new unit")
        let aloneReason = report.alone.first { $0.index == 0 }?.reason
        switch leaking.handling {
        case .rejected:
            guard case .rejected(let failure) = aloneReason else {
                Issue.record("\(leaking.name): \(String(describing: aloneReason))")
                return
            }
            #expect(failure.leavesStateInDoubt, "\(leaking.name)")
        case .endsPrefix: #expect(aloneReason == nil && report.units.first == [0, 1, 2, 3], "\(leaking.name)")
        case .endsUnit: #expect(aloneReason == .unitOfOne, "\(leaking.name)")
        case .aloneByTraits(let reason): #expect(aloneReason == .traits(reason), "\(leaking.name)")
        }
    }

    /// Leaks that leave the next file's containers intact, so comparing containers cannot see
    /// them: only keeping the macro-changing file last, or ending the unit after an open `#if`,
    /// does.
    @Test func aMacroThatRenamesAMethodInTheNextFile() {
        let sources = [
            Self.source("Sources/App/Macros.h", "#define ROUTER_SETUP registerRoutableDestination\n"),
            Self.source(
                "Sources/App/LoginViewRouter.m",
                """
                @implementation LoginViewRouter
                + (void)ROUTER_SETUP {
                    [self registerView:[LoginViewController class]];
                }
                @end

                """),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        // Alone, the selector is `ROUTER_SETUP`: not a registration method but a helper no body calls.
        #expect(facts[1].registrations.isEmpty)
        #expect(facts[1].helpers.map(\.key) == ["LoginViewRouter.ROUTER_SETUP"])
        #expect(facts[1].helpers.first?.registrations.count == 1)
        #expect(report.units == [])
        #expect(report.alone == [.init(index: 0, reason: .unitOfOne), .init(index: 1, reason: .unitOfOne)])
    }

    @Test func anOpenIfHidesNothingInTheNextFile() {
        let sources = [
            Self.source("Sources/App/Feature.h", "#if 1\n@interface Feature : NSObject\n@end\n"),
            Self.source(
                "Sources/App/LoginViewRouter.m",
                """
                @implementation LoginViewRouter
                #else
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                }
                #endif
                @end

                """),
            Self.source(
                "Sources/App/ProfileViewRouter.m",
                Self.router("ProfileViewRouter", registering: "ProfileViewController")),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        // Alone, the stray `#else` changes nothing: the method is read.
        #expect(facts[1].registrations.map(\.key) == ["LoginViewController"])
        // Its stray `#endif` ends the trusted prefix again: the last file is left on its own.
        #expect(report.units == [[0, 1, 2], [1, 2]])
        #expect(report.alone == [.init(index: 2, reason: .unitOfOne)])
    }

    @Test func aMacroDefinedInOneFileDoesNotDecideTheNextFilesBranches() {
        let sources = [
            Self.source("Sources/App/Config.h", "#define USE_NEW 1\n"),
            Self.source(
                "Sources/App/Routers.h",
                """
                #if USE_NEW
                @interface NewLoginViewRouter : ZIKViewRouter
                @end
                #else
                @interface OldLoginViewRouter : ZIKViewRouter
                @end
                #endif

                """),
            Self.source(
                "Sources/App/Routers.m",
                """
                #if USE_NEW
                \(Self.router("NewLoginViewRouter", registering: "NewLoginViewController"))
                #else
                \(Self.router("OldLoginViewRouter", registering: "OldLoginViewController"))
                #endif

                """),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        // Alone, `USE_NEW` is undefined: single-file-parse mode reads both branches.
        #expect(facts[1].classes.map(\.name) == ["NewLoginViewRouter", "OldLoginViewRouter"])
        #expect(facts[2].methods.map(\.typeName) == ["NewLoginViewRouter", "OldLoginViewRouter"])
        #expect(
            facts[2].registrations.filter { $0.kind == .view }.map { $0.key } == [
                "NewLoginViewController", "OldLoginViewController",
            ])
        #expect(report.units == [[0, 1], [1, 2]] || report.units == [[1, 2]])
    }

    @Test func anUnclosedNamespaceInObjectiveCPlusPlus() {
        let sources = [
            Self.source("Sources/App/Helpers.mm", "namespace detail {\nclass Cache {};\n"),
            Self.source(
                "Sources/App/LoginViewRouter.mm",
                "#import \"LoginViewRouter.h\"\n" + Self.router("LoginViewRouter", registering: "LoginViewController")),
            Self.source("Sources/App/Linkage.mm", "extern \"C\" {\nvoid helper(void);\n"),
            Self.source(
                "Sources/App/ProfileViewRouter.mm",
                Self.router("ProfileViewRouter", registering: "ProfileViewController")),
        ]
        let (facts, report) = Self.expectSameAsAlone(sources)
        #expect(facts[1].registrations.map(\.key) == ["LoginViewController", "LoginViewController"])
        #expect(facts[3].registrations.map(\.key) == ["ProfileViewController", "ProfileViewController"])
        #expect(Self.reasons(report, sources)["Sources/App/Helpers.mm"] == .rejected(.notClosedAtFileScope))
        #expect(Self.reasons(report, sources)["Sources/App/Linkage.mm"] == .rejected(.notClosedAtFileScope))
    }

    @Test func objectiveCPlusPlusFilesOnlyShareUnitsWithEachOther() {
        var sources: [ObjCSource] = []
        for index in 0..<6 {
            let suffix = index.isMultiple(of: 2) ? "m" : "mm"
            let body = suffix == "mm" ? "namespace n\(index) { class C {}; }\n" : ""
            sources.append(
                Self.source(
                    "Sources/App/R\(index).\(suffix)", body + Self.router("R\(index)", registering: "VC\(index)")))
        }
        let (facts, report) = Self.expectSameAsAlone(sources)
        #expect(report.units == [[0, 2, 4], [1, 3, 5]])
        #expect(report.alone == [])
        #expect(facts.map { $0.registrations.first?.key } == (0..<6).map { "VC\($0)" })
    }

    @Test func aLeakRebatchesOnlyTheFilesAfterIt() {
        let sources = [
            Self.source("A.h", Self.router("A", registering: "", header: true)),
            Self.source("B.h", Self.router("B", registering: "", header: true)),
            Self.source("Broken.h", "@interface Broken : NSObject\n"),
            Self.source("C.h", Self.router("C", registering: "", header: true)),
            Self.source("D.h", Self.router("D", registering: "", header: true)),
        ]
        let (_, report) = Self.expectSameAsAlone(sources)
        #expect(report.units == [[0, 1, 2, 3, 4], [3, 4]])
        #expect(report.alone.map(\.index) == [2])
        if case .rejected(let failure) = report.alone.first?.reason {
            #expect(failure.leavesStateInDoubt)
        } else {
            Issue.record("Broken.h was not rejected: \(report.alone)")
        }
    }
}

/// Slots written from several threads.
final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[FileFacts]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [FileFacts]) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [[FileFacts]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

/// Not a timed test: with `ROUTEGEN_BATCH_BENCH=<folder>` (e.g. an app written by
/// `scripts/benchmark.py`'s `generate_app`), prints what libclang costs per file alone and in
/// batches over the folder's pre-filtered Objective-C files, on one thread, and checks the
/// batched facts equal the lone ones.
struct ObjCBatchBenchmark {
    static let folder = ProcessInfo.processInfo.environment["ROUTEGEN_BATCH_BENCH"]

    @Test(.enabled(if: folder != nil)) func aloneVersusBatched() throws {
        let root = try #require(Self.folder)
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { file in [".h", ".m", ".mm"].contains { file.hasSuffix($0) } }
            .sorted()
        let sources = files.compactMap { file -> ObjCSource? in
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { return nil }
            let bytes = Array(text.utf8)
            return ObjCPrefilter.mayHoldRoutes(bytes) ? ObjCSource(path: file, bytes: bytes) : nil
        }
        _ = ObjCFileScanner.parse(path: "warm-up.m", bytes: Array("@interface A : B\n@end\n".utf8))
        let clock = ContinuousClock()
        var alone: [FileFacts] = []
        let aloneTime = clock.measure { alone = sources.map { ObjCFileScanner.parse(path: $0.path, bytes: $0.bytes) } }
        let chunks = ObjCBatchTests.Composition.chunks(sources, ObjCFileScanner.preferredBatchSize)
        var batched: [FileFacts] = []
        var units = 0
        var aloneInBatch = 0
        let batchTime = clock.measure {
            for chunk in chunks {
                let (facts, report) = ObjCFileScanner.parseBatchReporting(chunk)
                batched += facts
                units += report.units.count
                aloneInBatch += report.alone.count
            }
        }
        #expect(batched == alone)
        // The libclang side only (parse, cursors, tokens), without reading facts or checking;
        // each call as one unit, ignoring where the traits would cut it.
        let lib = try #require(try? LibClang.shared.get())
        let aloneParseTime = clock.measure {
            for source in sources { _ = ObjCTranslationUnit.parse(lib, path: source.path, bytes: source.bytes) }
        }
        let unitParseTime = clock.measure {
            guard let index = lib.createIndex(0, 0) else { return }
            defer { lib.disposeIndex(index) }
            for chunk in chunks {
                _ = ObjCBatchUnit.parse(lib, index: index, files: chunk.map(\.bytes), dialect: .objectiveC)
            }
        }
        func perFile(_ duration: Duration) -> String {
            let milliseconds =
                Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            return String(format: "%.3f ms/file (%.0f ms)", milliseconds / Double(max(sources.count, 1)), milliseconds)
        }
        print(
            """
            batch benchmark: \(sources.count) files of \(files.count) after the pre-filter
              alone:   \(perFile(aloneTime))
              batched: \(perFile(batchTime)) — \(chunks.count) calls, \(units) units, \(aloneInBatch) files alone
              libclang side only, alone:   \(perFile(aloneParseTime))
              libclang side only, one unit per call: \(perFile(unitParseTime))
            """)
    }
}
