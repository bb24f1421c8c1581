import CLibClang
import Foundation

/// One file parsed by libclang, with everything the scanner needs copied out: the declarations
/// the AST holds (names and extents) and every token of the file. The translation unit is
/// disposed before this returns, so facts are built from plain values.
///
/// The parse is kept pure and cheap: the file is passed as an unsaved buffer under a virtual
/// path (so no neighbouring header is read), with `-nostdinc` (no system header is read
/// either), and in single-file-parse mode, in which clang parses *every* branch of an
/// `#if` whose condition names an undefined macro — so the declarations of both `#if DEBUG` and
/// its `#else` reach the AST, while `#if 0` blocks stay skipped.
struct ObjCTranslationUnit {
    struct Declaration: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case interface, category, `protocol`, implementation, categoryImplementation
        }

        var kind: Kind
        var name: String
        /// Offset of the declaration's name, where it is reported.
        var nameOffset: Int
        /// `[start, end)` byte offsets. libclang's extent of an `@interface` or `@implementation`
        /// stops before the `end` of `@end`; readers only need the part before it.
        var start: Int
        var end: Int
        /// Class methods declared or defined inside, by selector.
        var classMethods: [Method]
    }

    struct Method: Hashable, Sendable {
        var selector: String
        var nameOffset: Int
        var start: Int
        var end: Int
    }

    var declarations: [Declaration]
    var tokens: [ObjCToken]

    enum Dialect {
        case objectiveC, objectiveCPlusPlus

        init(path: String) {
            self = path.hasSuffix(".mm") ? .objectiveCPlusPlus : .objectiveC
        }

        var languageFlag: String { self == .objectiveC ? "objective-c" : "objective-c++" }
    }

    enum Failure: Error {
        case parse(code: UInt32)
    }

    static let virtualFolder = "/routegen-virtual"

    static func parse(_ lib: LibClang, path: String, bytes: [UInt8]) -> Result<ObjCTranslationUnit, Failure> {
        let fileName = virtualFolder + "/" + (path.split(separator: "/").last.map(String.init) ?? "input.m")
        // The prelude goes in front of the file's own text rather than through `-include`, which
        // single-file-parse mode ignores; every offset is shifted back by its length.
        let prelude = Array(ObjCPrelude.text.utf8)
        let shift = prelude.count
        let arguments = [
            "-x", Dialect(path: path).languageFlag, "-fobjc-runtime=ios-12.0", "-fblocks", "-fobjc-arc",
            "-nostdinc", "-w", "-ferror-limit=0",
        ]
        let options = CXTranslationUnit_KeepGoing.rawValue
            | CXTranslationUnit_SkipFunctionBodies.rawValue
            | CXTranslationUnit_SingleFileParse.rawValue

        guard let index = lib.createIndex(0, 0) else { return .failure(.parse(code: 1)) }
        defer { lib.disposeIndex(index) }

        let buffer = prelude + bytes + [0]
        return fileName.withCString { fileNamePointer in
            buffer.withUnsafeBufferPointer { rawBuffer in
                rawBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { contents in
                    var unsaved = [CXUnsavedFile(Filename: fileNamePointer, Contents: contents, Length: UInt(buffer.count - 1))]
                    return withCStrings(arguments) { argumentPointers in
                        var unit: CXTranslationUnit?
                        let code = lib.parseTranslationUnit2(
                            index, fileNamePointer, argumentPointers, Int32(arguments.count),
                            &unsaved, UInt32(unsaved.count), options, &unit
                        )
                        guard code == CXError_Success, let unit else {
                            return .failure(.parse(code: code.rawValue))
                        }
                        defer { lib.disposeTranslationUnit(unit) }
                        let file = lib.getFile(unit, fileNamePointer)
                        return .success(ObjCTranslationUnit(
                            declarations: collectDeclarations(lib, unit: unit, shift: shift),
                            tokens: collectTokens(lib, unit: unit, file: file, bytes: bytes, shift: shift)
                        ))
                    }
                }
            }
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let duplicates = strings.map { strdup($0) }
        defer { duplicates.forEach { free($0) } }
        let pointers = duplicates.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    // MARK: Tokens

    private static func collectTokens(_ lib: LibClang, unit: CXTranslationUnit, file: CXFile?, bytes: [UInt8], shift: Int) -> [ObjCToken] {
        guard let file, !bytes.isEmpty else { return [] }
        let lines = LineTable(bytes)
        let range = lib.getRange(lib.getLocationForOffset(unit, file, UInt32(shift)), lib.getLocationForOffset(unit, file, UInt32(shift + bytes.count)))
        var raw: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        lib.tokenize(unit, range, &raw, &count)
        guard let raw else { return [] }
        defer { lib.disposeTokens(unit, raw, count) }
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(Int(count))
        for position in 0..<Int(count) {
            let token = raw[position]
            let extent = lib.getTokenExtent(unit, token)
            let start = lib.offset(lib.getRangeStart(extent)) - shift
            let end = min(lib.offset(lib.getRangeEnd(extent)) - shift, bytes.count)
            guard start >= 0, start < end else { continue }
            let kind: ObjCToken.Kind
            switch lib.getTokenKind(token) {
            case CXToken_Punctuation: kind = .punctuation
            case CXToken_Keyword: kind = .keyword
            case CXToken_Identifier: kind = .identifier
            case CXToken_Literal: kind = .literal
            default: kind = .comment
            }
            let (line, column) = lines.position(of: start)
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            tokens.append(ObjCToken(kind: kind, text: text, start: start, end: end, line: line, column: column))
        }
        return tokens
    }

    // MARK: Declarations

    /// Collects the Objective-C containers of the main file and the class methods inside them.
    private final class Collector {
        let lib: LibClang
        let shift: Int
        var declarations: [Declaration] = []

        init(lib: LibClang, shift: Int) {
            self.lib = lib
            self.shift = shift
        }

        func offset(_ location: CXSourceLocation) -> Int { lib.offset(location) - shift }

        func visitTopLevel(_ cursor: CXCursor) {
            guard lib.isFromMainFile(lib.cursorLocation(cursor)) != 0, offset(lib.cursorLocation(cursor)) >= 0 else { return }
            let kind: Declaration.Kind
            switch lib.cursorKind(cursor) {
            case CXCursor_ObjCInterfaceDecl: kind = .interface
            case CXCursor_ObjCCategoryDecl: kind = .category
            case CXCursor_ObjCProtocolDecl: kind = .protocol
            case CXCursor_ObjCImplementationDecl: kind = .implementation
            case CXCursor_ObjCCategoryImplDecl: kind = .categoryImplementation
            default: return
            }
            let extent = lib.cursorExtent(cursor)
            var declaration = Declaration(
                kind: kind,
                name: lib.string(lib.cursorSpelling(cursor)),
                nameOffset: offset(lib.cursorLocation(cursor)),
                start: offset(lib.getRangeStart(extent)),
                end: offset(lib.getRangeEnd(extent)),
                classMethods: []
            )
            declaration.classMethods = ObjCTranslationUnit.children(lib, of: cursor).compactMap { child in
                guard lib.cursorKind(child) == CXCursor_ObjCClassMethodDecl else { return nil }
                let methodExtent = lib.cursorExtent(child)
                return Method(
                    selector: lib.string(lib.cursorSpelling(child)),
                    nameOffset: offset(lib.cursorLocation(child)),
                    start: offset(lib.getRangeStart(methodExtent)),
                    end: offset(lib.getRangeEnd(methodExtent))
                )
            }
            declarations.append(declaration)
        }
    }

    private static func collectDeclarations(_ lib: LibClang, unit: CXTranslationUnit, shift: Int) -> [Declaration] {
        let collector = Collector(lib: lib, shift: shift)
        for cursor in children(lib, of: lib.translationUnitCursor(unit)) {
            collector.visitTopLevel(cursor)
        }
        return collector.declarations.sorted { $0.start < $1.start }
    }

    /// The direct children of a cursor. The C visitor cannot capture, so the list travels
    /// through the client-data pointer.
    static func children(_ lib: LibClang, of cursor: CXCursor) -> [CXCursor] {
        final class Box { var cursors: [CXCursor] = [] }
        let box = Box()
        let visitor: CXCursorVisitor = { child, _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().cursors.append(child)
            return CXChildVisit_Continue
        }
        _ = lib.visitChildren(cursor, visitor, Unmanaged.passUnretained(box).toOpaque())
        withExtendedLifetime(box) {}
        return box.cursors
    }
}
