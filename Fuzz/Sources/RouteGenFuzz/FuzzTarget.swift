@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libFuzzer entry point. One binary serves three targets, chosen by `ROUTEGEN_FUZZ_TARGET`
/// (scripts/fuzz.sh sets it), so the instrumented swift-syntax is compiled once:
///
/// - `swift`: bytes → `FileFacts` of a `.swift` file (UTF-8 check, pre-filter, SwiftParser, visitor);
/// - `objc`: bytes → `FileFacts` of a `.m` file (pre-filter, libclang, token readers), alone and
///   in a batch with a fixed router file after it, which must keep its router; and the file's token
///   ranges, read from the stored lengths and from the spellings, must equal libclang's extents;
/// - `cache`: bytes → the facts cache decoder, which must accept or reject, never trap.
///
/// A crash, a trap or a stack overflow is what libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch FuzzTarget.current {
    case .swift: FuzzTarget.swift(bytes)
    case .objc: FuzzTarget.objc(bytes)
    case .cache: FuzzTarget.cache(bytes)
    }
    return 0
}

enum FuzzTarget: String {
    case swift, objc, cache

    static let current: FuzzTarget = {
        let name = getenv("ROUTEGEN_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let message = Array("set ROUTEGEN_FUZZ_TARGET to swift, objc or cache\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(2)
        }
        return target
    }()

    static func swift(_ bytes: [UInt8]) {
        let facts = Pipeline.facts(path: "Sources/App/Fuzzed.swift", bytes: bytes)
        precondition(facts.path == "Sources/App/Fuzzed.swift")
    }

    /// A router file that follows the fuzzed one in a batch: whatever the fuzzed file holds, this
    /// one's router must be found (the batch falls back to lone parses when a file disturbs it).
    static let witness = ObjCSource(
        path: "Sources/App/ZZWitnessRouter.m",
        bytes: Array(
            """
            @interface ZZWitnessRouter : ZIKViewRouter
            @end
            @implementation ZZWitnessRouter
            + (void)registerRoutableDestination {
                [self registerView:[UIViewController class]];
            }
            @end

            """.utf8))

    static let witnessAlone = Pipeline.facts(path: witness.path, bytes: witness.bytes)

    static func objc(_ bytes: [UInt8]) {
        let alone = Pipeline.facts(path: "Sources/App/Fuzzed.m", bytes: bytes)
        precondition(alone.path == "Sources/App/Fuzzed.m")
        guard ObjCPrefilter.mayHoldRoutes(bytes) else { return }
        let batch = LargeStackThread.run {
            ObjCFileScanner.parseBatch([
                ObjCSource(path: "Sources/App/Fuzzed.m", bytes: ObjCFileScanner.withoutByteOrderMark(bytes)), witness,
            ])
        }
        precondition(batch.count == 2)
        precondition(witnessAlone.classes.contains { $0.name == "ZZWitnessRouter" })
        precondition(batch[1] == witnessAlone, "a fuzzed file changed what the file after it in a batch says")
        tokenRanges(ObjCFileScanner.withoutByteOrderMark(bytes))
    }

    /// The quick token measure equals `clang_getTokenExtent` on the file, with the witness's bytes
    /// after it in the buffer as in a batch (so a token may run past the file's end).
    static func tokenRanges(_ bytes: [UInt8]) {
        guard case .success(let lib) = LibClang.shared else { return }
        let after = Array("\n@class __routegen_fuzz_boundary;\n".utf8) + witness.bytes
        let result = LargeStackThread.run {
            ObjCTranslationUnit.tokensMeasuredEveryWay(lib, bytes: bytes, before: ObjCPrelude.bytes, after: after)
        }
        guard case .success(let measured) = result, let reference = measured[.extent] else { return }
        for (measure, quick) in measured {
            precondition(
                quick.tokens == reference.tokens && quick.staysInside == reference.staysInside,
                "token ranges by \(measure) differ from libclang's extents")
        }
    }

    static func cache(_ bytes: [UInt8]) {
        // Inputs that do not start with the magic exercise nothing past the first check, so the
        // fuzzer's bytes become the payload of a well-formed header with a correct checksum.
        let framed = FactsStore.framed(bytes)
        for input in [framed, bytes] {
            // Entries' facts are decoded when a run needs them, so they are decoded here too.
            if case .success(let loaded) = FactsStore.decode(
                input, toolVersion: RouteGenVersion.current, configHash: RouteGenConfig().digest, jobs: 1)
            {
                for entry in loaded.entries { _ = entry.facts }
            }
        }
    }
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// SwiftPM on Linux links an executable target's entry point under this name (and points `main`
/// at it), which would shadow libFuzzer's own `main`; so the entry point starts libFuzzer's driver.
@_cdecl("RouteGenFuzz_main")
public func routeGenFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
