import Foundation

/// Scans one Objective-C file (`.h`, `.m`, `.mm`) with libclang. A pure function of the path
/// and the source text: libclang sees the text as an unsaved buffer under a virtual path and
/// reads no other file.
public enum ObjCFileScanner {
    public static func scan(path: String, source: String) -> FileFacts {
        let bytes = Array(source.utf8)
        guard ObjCPrefilter.mayHoldRoutes(bytes) else {
            return FileFacts(path: path, language: .objc)
        }
        return parse(path: path, bytes: bytes)
    }

    /// libclang's reading of a file the pre-filter let through.
    static func parse(path: String, bytes: [UInt8], prelude: [UInt8] = ObjCPrelude.bytes) -> FileFacts {
        let bytes = withoutByteOrderMark(bytes)
        switch LibClang.shared {
        case .failure(let error):
            var facts = FileFacts(path: path, language: .objc)
            facts.diagnostics.append(Diagnostic(.error, error.message, at: SourceLocation.wholeFile(path), rule: "libclang-missing"))
            return facts
        case .success(let lib):
            return scan(path: path, bytes: bytes, lib: lib, prelude: prelude)
        }
    }

    static func scan(path: String, bytes: [UInt8], lib: LibClang, prelude: [UInt8] = ObjCPrelude.bytes) -> FileFacts {
        switch ObjCTranslationUnit.parse(lib, path: path, bytes: bytes, prelude: prelude) {
        case .failure(.parse(let code)):
            var facts = FileFacts(path: path, language: .objc)
            facts.diagnostics.append(Diagnostic(.error, "libclang could not parse this file (CXErrorCode \(code)); its routes are unknown", at: SourceLocation.wholeFile(path), rule: "objc-parse-failed"))
            return facts
        case .success(let unit):
            return ObjCFactsReader.read(path: path, unit: unit, bytes: bytes)
        }
    }

    /// The bytes with a leading UTF-8 byte-order mark turned into three spaces. clang skips a mark
    /// only at the very start of its buffer, and a file's bytes never are (the prelude, or the
    /// files before it in a batch, come first); spaces keep every offset and column as they were.
    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return bytes }
        var blanked = bytes
        blanked.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20])
        return blanked
    }

    /// Whether libclang can be loaded here, and from where (for `--version`-style reports and tests).
    public static var libclangStatus: Result<String, Error> {
        switch LibClang.shared {
        case .success(let lib): .success(lib.path)
        case .failure(let error): .failure(error)
        }
    }
}

/// The cheap test that keeps files away from libclang (~2–3 ms each) when they cannot hold a
/// fact. What can hold what:
/// - a router or base class: `@interface Name : Super` (any superclass may lead to a router
///   through a user base class, so every class declaration counts — but a category or class
///   extension, `@interface Name (…)`, declares no class);
/// - a routable protocol: `@protocol` (also the start of every `@protocol(P)` argument);
/// - a routable class: `ZIKRoutableView` / `ZIKRoutableService` in a conformance list,
///   `DeclareRoutable…`, `ZIX_ADD_CATEGORY`;
/// - a method fact or registrations: `registerRoutableDestination`, `isAbstractRouter`, and the
///   registration selectors (reported when sent elsewhere) and block-route creators;
/// - a use site: `ZIKRouterTo…`, `toIdentifier`, `performURL`, `routerForURL`.
/// So an `@implementation` of a view controller that names none of these is skipped. The one
/// fact this loses: `[SomeRouter perform…]` router-class use sites in such a file (`perform` is
/// too common a word to filter on).
enum ObjCPrefilter {
    static let markers = ByteMarkerSet([
        "@interface",
        "@protocol", "ZIKRoutableView", "ZIKRoutableService", "DeclareRoutable", "ZIX_ADD_CATEGORY",
        "registerRoutableDestination", "isAbstractRouter",
        "registerView", "registerExclusive", "registerService", "registerIdentifier", "registerURLPattern",
        "registerModuleProtocol", "registerDestinationAdapter", "registerModuleAdapter",
        "makeRouteWith", "initWithDestination", "initWithExclusiveDestination",
        "ZIKRouterTo", "toIdentifier", "performURL", "routerForURL", "class_addProtocol",
    ])

    static func mayHoldRoutes(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            // Marker 0 is `@interface`: it counts only when it declares a class.
            markers.containsAny(in: buffer) { buffer, end, marker in marker != 0 || declaresClass(buffer, after: end) }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return byte == 0x5F || (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }

    /// After `@interface`: false only for `Name (…)` without a protocol list, a category or class
    /// extension that adds no conformance.
    private static func declaresClass(_ buffer: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var index = start
        func skipSpace() { while index < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[index]) { index += 1 } }
        skipSpace()
        while index < buffer.count, isIdentifierByte(buffer[index]) { index += 1 }
        skipSpace()
        guard index < buffer.count, buffer[index] == 0x28 else { return true }
        while index < buffer.count, buffer[index] != 0x29 { index += 1 }
        index += 1
        skipSpace()
        return index < buffer.count && buffer[index] == 0x3C
    }
}
