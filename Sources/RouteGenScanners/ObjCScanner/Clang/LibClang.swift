import CLibClang
import Foundation
import RouteGenModel

/// libclang, opened at run time. Nothing links against it (the `CLibClang` target only supplies
/// the C types), so routegen builds and scans Swift on machines without libclang; only
/// Objective-C scanning needs it, and says plainly how to get it when it is missing.
///
/// Each C function is looked up once with `dlsym` and stored as a `@convention(c)` value. The
/// set is the few functions the Objective-C scanner uses; libclang's C API is stable, so the
/// LLVM 14 headers serve every libclang from 14 to 21.
package final class LibClang: @unchecked Sendable {
    package typealias CreateIndex = @convention(c) (Int32, Int32) -> CXIndex?
    package typealias DisposeIndex = @convention(c) (CXIndex?) -> Void
    package typealias ParseTranslationUnit2 =
        @convention(c) (
            CXIndex?, UnsafePointer<CChar>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
            UnsafeMutablePointer<CXUnsavedFile>?, UInt32, UInt32, UnsafeMutablePointer<CXTranslationUnit?>?
        ) -> CXErrorCode
    package typealias DisposeTranslationUnit = @convention(c) (CXTranslationUnit?) -> Void
    package typealias GetFile = @convention(c) (CXTranslationUnit?, UnsafePointer<CChar>?) -> CXFile?
    package typealias GetLocationForOffset = @convention(c) (CXTranslationUnit?, CXFile?, UInt32) -> CXSourceLocation
    package typealias GetRange = @convention(c) (CXSourceLocation, CXSourceLocation) -> CXSourceRange
    package typealias Tokenize =
        @convention(c) (
            CXTranslationUnit?, CXSourceRange, UnsafeMutablePointer<UnsafeMutablePointer<CXToken>?>?,
            UnsafeMutablePointer<UInt32>?
        ) -> Void
    package typealias DisposeTokens =
        @convention(c) (CXTranslationUnit?, UnsafeMutablePointer<CXToken>?, UInt32) -> Void
    package typealias GetTokenKind = @convention(c) (CXToken) -> CXTokenKind
    package typealias GetTokenExtent = @convention(c) (CXTranslationUnit?, CXToken) -> CXSourceRange
    package typealias GetTokenLocation = @convention(c) (CXTranslationUnit?, CXToken) -> CXSourceLocation
    package typealias GetTokenSpelling = @convention(c) (CXTranslationUnit?, CXToken) -> CXString
    package typealias RangeEdge = @convention(c) (CXSourceRange) -> CXSourceLocation
    package typealias GetFileLocation =
        @convention(c) (
            CXSourceLocation, UnsafeMutablePointer<CXFile?>?, UnsafeMutablePointer<UInt32>?,
            UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?
        ) -> Void
    package typealias TranslationUnitCursor = @convention(c) (CXTranslationUnit?) -> CXCursor
    package typealias VisitChildren = @convention(c) (CXCursor, CXCursorVisitor?, CXClientData?) -> UInt32
    package typealias CursorKind = @convention(c) (CXCursor) -> CXCursorKind
    package typealias CursorExtent = @convention(c) (CXCursor) -> CXSourceRange
    package typealias CursorLocation = @convention(c) (CXCursor) -> CXSourceLocation
    package typealias IsFromMainFile = @convention(c) (CXSourceLocation) -> Int32
    package typealias CursorSpelling = @convention(c) (CXCursor) -> CXString
    package typealias GetCString = @convention(c) (CXString) -> UnsafePointer<CChar>?
    package typealias DisposeString = @convention(c) (CXString) -> Void

    package let createIndex: CreateIndex
    package let disposeIndex: DisposeIndex
    package let parseTranslationUnit2: ParseTranslationUnit2
    package let disposeTranslationUnit: DisposeTranslationUnit
    package let getFile: GetFile
    package let getLocationForOffset: GetLocationForOffset
    package let getRange: GetRange
    package let tokenize: Tokenize
    package let disposeTokens: DisposeTokens
    package let getTokenKind: GetTokenKind
    package let getTokenExtent: GetTokenExtent
    package let getTokenLocation: GetTokenLocation
    package let getTokenSpelling: GetTokenSpelling
    package let getRangeStart: RangeEdge
    package let getRangeEnd: RangeEdge
    package let getFileLocation: GetFileLocation
    package let translationUnitCursor: TranslationUnitCursor
    package let visitChildren: VisitChildren
    package let cursorKind: CursorKind
    package let cursorExtent: CursorExtent
    package let cursorLocation: CursorLocation
    package let isFromMainFile: IsFromMainFile
    package let cursorSpelling: CursorSpelling
    package let getCString: GetCString
    package let disposeString: DisposeString

    /// The file the library was opened from, for `--version`-style reports and error messages.
    package let path: String

    /// Whether `clang_tokenize` leaves each token's source length in the token, where token
    /// ranges can be read without asking libclang for a spelling or an extent. Not part of the C
    /// API's contract, so it is probed once when the library is opened
    /// (`ObjCTokenLengthProbe`); set before the library is shared, never after.
    package private(set) var storesTokenLengths = false

    private init(handle: UnsafeMutableRawPointer, path: String) throws {
        func load<T>(_ name: String, as _: T.Type) throws -> T {
            guard let symbol = dlsym(handle, name) else {
                throw LoadError(message: "\(path) has no \(name); it is not a usable libclang")
            }
            return unsafeBitCast(symbol, to: T.self)
        }
        self.path = path
        createIndex = try load("clang_createIndex", as: CreateIndex.self)
        disposeIndex = try load("clang_disposeIndex", as: DisposeIndex.self)
        parseTranslationUnit2 = try load("clang_parseTranslationUnit2", as: ParseTranslationUnit2.self)
        disposeTranslationUnit = try load("clang_disposeTranslationUnit", as: DisposeTranslationUnit.self)
        getFile = try load("clang_getFile", as: GetFile.self)
        getLocationForOffset = try load("clang_getLocationForOffset", as: GetLocationForOffset.self)
        getRange = try load("clang_getRange", as: GetRange.self)
        tokenize = try load("clang_tokenize", as: Tokenize.self)
        disposeTokens = try load("clang_disposeTokens", as: DisposeTokens.self)
        getTokenKind = try load("clang_getTokenKind", as: GetTokenKind.self)
        getTokenExtent = try load("clang_getTokenExtent", as: GetTokenExtent.self)
        getTokenLocation = try load("clang_getTokenLocation", as: GetTokenLocation.self)
        getTokenSpelling = try load("clang_getTokenSpelling", as: GetTokenSpelling.self)
        getRangeStart = try load("clang_getRangeStart", as: RangeEdge.self)
        getRangeEnd = try load("clang_getRangeEnd", as: RangeEdge.self)
        getFileLocation = try load("clang_getFileLocation", as: GetFileLocation.self)
        translationUnitCursor = try load("clang_getTranslationUnitCursor", as: TranslationUnitCursor.self)
        visitChildren = try load("clang_visitChildren", as: VisitChildren.self)
        cursorKind = try load("clang_getCursorKind", as: CursorKind.self)
        cursorExtent = try load("clang_getCursorExtent", as: CursorExtent.self)
        cursorLocation = try load("clang_getCursorLocation", as: CursorLocation.self)
        isFromMainFile = try load("clang_Location_isFromMainFile", as: IsFromMainFile.self)
        cursorSpelling = try load("clang_getCursorSpelling", as: CursorSpelling.self)
        getCString = try load("clang_getCString", as: GetCString.self)
        disposeString = try load("clang_disposeString", as: DisposeString.self)
    }

    package struct LoadError: Error, Sendable {
        package var message: String
    }

    /// Loaded once per process; the failure is kept too, so every file reports the same reason.
    package static let shared: Result<LibClang, LoadError> = load()

    /// Loads `shared` now, so that the first parse need not wait for it; whether it loaded.
    package static func preload() -> Bool {
        if case .success = shared { true } else { false }
    }

    /// How to get libclang, for the error message and the README.
    package static let installHint =
        "install libclang (Debian/Ubuntu: `apt-get install libclang-dev`; macOS: Xcode or the Command Line Tools, whose toolchain ships libclang.dylib) or point ROUTEGEN_LIBCLANG at a libclang shared library"

    package static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<LibClang, LoadError> {
        // libclang parses on a thread of its own with an 8 MiB stack unless this is set, and
        // clang's parser recurses once per nested brace even when it skips function bodies: a
        // `.m` with 100,000 nested `{` overflowed it. Set, libclang parses on the calling thread,
        // which is a `LargeStackThread`. libclang reads it at each parse, so setting it once here,
        // before the first parse, is enough.
        setenv("LIBCLANG_NOTHREADS", "1", 0)
        // An explicit choice is the only one tried: a wrong path must not silently fall back.
        if let explicit = environment["ROUTEGEN_LIBCLANG"], !explicit.isEmpty {
            guard let handle = dlopen(explicit, RTLD_NOW | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
                return .failure(
                    LoadError(
                        message:
                            "cannot load libclang from ROUTEGEN_LIBCLANG=\(explicit) (\(reason)); Objective-C files cannot be scanned: \(installHint)"
                    ))
            }
            return open(handle, path: explicit)
        }
        var tried: [String] = []
        for candidate in LibClangLocator.candidates() {
            tried.append(candidate)
            guard let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else { continue }
            return open(handle, path: candidate)
        }
        return .failure(
            LoadError(
                message:
                    "libclang not found (tried \(tried.count) names and paths, e.g. \(tried.prefix(3).joined(separator: ", "))); Objective-C files cannot be scanned: \(installHint)"
            ))
    }

    private static func open(_ handle: UnsafeMutableRawPointer, path: String) -> Result<LibClang, LoadError> {
        do {
            let lib = try LibClang(handle: handle, path: path)
            lib.storesTokenLengths = ObjCTokenLengthProbe.lengthsAreStored(in: lib)
            return .success(lib)
        } catch {
            dlclose(handle)
            return .failure(error as? LoadError ?? LoadError(message: "\(path): \(error)"))
        }
    }

    // MARK: Small conveniences that keep CXString handling in one place

    package func string(_ value: CXString) -> String {
        defer { disposeString(value) }
        return getCString(value).map { String(cString: $0) } ?? ""
    }

    /// The byte offset of a location in its file.
    package func offset(_ location: CXSourceLocation) -> Int {
        var offset: UInt32 = 0
        getFileLocation(location, nil, nil, nil, &offset)
        return Int(offset)
    }
}
