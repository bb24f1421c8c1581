import CLibClang
import Foundation
import RouteGenModel

/// One file parsed by libclang, with everything the scanner needs copied out: the declarations
/// the AST holds (names and extents) and every token of the file. The translation unit is
/// disposed before this returns, so facts are built from plain values.
///
/// The parse is kept pure and cheap: the file is passed as an unsaved buffer under a virtual
/// path (so no neighbouring header is read), with `-nostdinc` (no system header is read
/// either), and in single-file-parse mode, in which clang parses *every* branch of an
/// `#if` whose condition names an undefined macro — so the declarations of both `#if DEBUG` and
/// its `#else` reach the AST, while `#if 0` blocks stay skipped.
package struct ObjCTranslationUnit {
    package struct Declaration: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            case interface, category, `protocol`, implementation, categoryImplementation
        }

        package var kind: Kind
        package var name: String
        /// Offset of the declaration's name, where it is reported.
        package var nameOffset: Int
        /// `[start, end)` byte offsets. libclang's extent of an `@interface` or `@implementation`
        /// stops before the `end` of `@end`; readers only need the part before it.
        package var start: Int
        package var end: Int
        /// Class methods declared or defined inside, by selector.
        package var classMethods: [Method]
        /// Instance methods declared or defined inside whose selector a check asks about
        /// (`ObjCTopLevelCursors.readInstanceSelectors`).
        package var instanceMethods: [Method] = []
    }

    package struct Method: Hashable, Sendable {
        package var selector: String
        package var nameOffset: Int
        package var start: Int
        package var end: Int
    }

    package var declarations: [Declaration]
    package var tokens: [ObjCToken]

    package enum Dialect {
        case objectiveC, objectiveCPlusPlus

        package init(path: String) {
            self = path.hasSuffix(".mm") ? .objectiveCPlusPlus : .objectiveC
        }

        package var languageFlag: String { self == .objectiveC ? "objective-c" : "objective-c++" }
    }

    package enum Failure: Error {
        case parse(code: UInt32)
    }

    package static func parse(
        _ lib: LibClang, path: String, bytes: [UInt8], prelude: [UInt8] = ObjCPrelude.bytes
    ) -> Result<ObjCTranslationUnit, Failure> {
        let fileName =
            ObjCClangParse.virtualFolder + "/" + (path.split(separator: "/").last.map(String.init) ?? "input.m")
        guard let index = lib.createIndex(0, 0) else { return .failure(.parse(code: 1)) }
        defer { lib.disposeIndex(index) }
        // The prelude goes in front of the file's own text rather than through `-include`, which
        // single-file-parse mode ignores; every offset is shifted back by its length.
        let shift = prelude.count
        let first = ObjCClangParse.withUnit(
            lib, index: index, fileName: fileName, dialect: Dialect(path: path), buffer: prelude + bytes
        ) { unit, file in
            ObjCTranslationUnit(
                declarations: ObjCTopLevelCursors.collect(lib, unit: unit).declarations(
                    namedIn: shift..<Int.max, relativeTo: shift),
                tokens: collectTokens(lib, unit: unit, file: file, bytes: bytes, at: shift).tokens
            )
        }
        guard case .success(var unit) = first else { return first }
        let spelled = ObjCContainerSpelling(unit.tokens).nameOffsets
        let missing = unit.missingContainers(spelled: spelled)
        // Lines that are only a call of a macro clang cannot see swallow what follows them; a
        // lost container shows in the count, a lost method does not, so they are always blanked.
        let macroBlanked = ObjCMacroLineBlanking.blanked(bytes, prelude: prelude)
        var retryBytes = macroBlanked ?? bytes
        if missing > 0, let blanked = ObjCTypeArgumentBlanking.blanked(retryBytes, tokens: unit.tokens) {
            retryBytes = blanked
        }
        guard retryBytes != bytes else { return first }
        // A second reading with those bytes blanked; the tokens stay the original ones, only the
        // declarations' places are taken from it, and only when it loses none of the containers
        // the tokens spell (finds more of them, when only type arguments were blanked).
        if case .success(let declarations) = ObjCClangParse.withUnit(
            lib, index: index, fileName: fileName, dialect: Dialect(path: path), buffer: prelude + retryBytes,
            { unit, _ in
                ObjCTopLevelCursors.collect(lib, unit: unit).declarations(namedIn: shift..<Int.max, relativeTo: shift)
            })
        {
            let retry = ObjCTranslationUnit(declarations: declarations, tokens: unit.tokens).missingContainers(
                spelled: spelled)
            if retry < missing || (macroBlanked != nil && retry <= missing) {
                unit.declarations = declarations
            }
        }
        return .success(unit)
    }

    /// How many containers the tokens spell that the AST does not hold.
    package func missingContainers(spelled: [Int]) -> Int {
        let found = Set(declarations.map(\.nameOffset))
        return spelled.filter { !found.contains($0) }.count
    }

    // MARK: Tokens

    /// The tokens of `bytes`, which sit at offset `base` of the unit's buffer, with offsets
    /// relative to `bytes`. Lexing is raw (no preprocessing), so the tokens depend only on the
    /// bytes lexed — unless one runs past the end of `bytes` into what follows them in the
    /// buffer (an unterminated comment, a line splice): `staysInside` is false then.
    ///
    /// `measure` picks how each token's range is found; by default the quickest the library
    /// allows. Every measure must equal `.extent`, libclang's own (the tests and the `objc` fuzz
    /// target compare them).
    package static func collectTokens(
        _ lib: LibClang, unit: CXTranslationUnit, file: CXFile?, bytes: [UInt8], at base: Int,
        measure: TokenMeasure? = nil
    ) -> (tokens: [ObjCToken], staysInside: Bool) {
        let measure = measure ?? (lib.storesTokenLengths ? .storedLength : .spelling)
        guard let file, !bytes.isEmpty else { return ([], true) }
        let lines = LineTable(bytes)
        let range = lib.getRange(
            lib.getLocationForOffset(unit, file, UInt32(base)),
            lib.getLocationForOffset(unit, file, UInt32(base + bytes.count)))
        var raw: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        lib.tokenize(unit, range, &raw, &count)
        guard let raw else { return ([], true) }
        defer { lib.disposeTokens(unit, raw, count) }
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(Int(count))
        var staysInside = true
        var line = 0
        bytes.withUnsafeBufferPointer { buffer in
            for position in 0..<Int(count) {
                let token = raw[position]
                let (start, rawEnd) = span(lib, unit: unit, token: token, in: buffer, at: base, measure: measure)
                // libclang lexes one token past the range; one that starts inside and ends outside
                // was read from bytes that are not the file's.
                if start < bytes.count, rawEnd > bytes.count { staysInside = false }
                let end = min(rawEnd, bytes.count)
                guard start >= 0, start < end else { continue }
                let kind: ObjCToken.Kind
                switch lib.getTokenKind(token) {
                case CXToken_Punctuation: kind = .punctuation
                case CXToken_Keyword: kind = .keyword
                case CXToken_Identifier: kind = .identifier
                case CXToken_Literal: kind = .literal
                default: kind = .comment
                }
                let (lineNumber, column) = lines.position(of: start, after: &line)
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                tokens.append(
                    ObjCToken(kind: kind, text: text, start: start, end: end, line: lineNumber, column: column))
            }
        }
        return (tokens, staysInside)
    }

    /// `bytes` parsed with `before` in front of it and `after` behind it in one buffer, as in a
    /// batch unit, and its tokens read with every measure the library allows (`.storedLength`
    /// only when `LibClang.storesTokenLengths`), which the tests and the `objc` fuzz target hold
    /// equal to `.extent`.
    package static func tokensMeasuredEveryWay(
        _ lib: LibClang, bytes: [UInt8], before: [UInt8], after: [UInt8], dialect: Dialect = .objectiveC
    ) -> Result<[TokenMeasure: (tokens: [ObjCToken], staysInside: Bool)], Failure> {
        guard let index = lib.createIndex(0, 0) else { return .failure(.parse(code: 1)) }
        defer { lib.disposeIndex(index) }
        let measures = TokenMeasure.allCases.filter { $0 != .storedLength || lib.storesTokenLengths }
        return ObjCClangParse.withUnit(
            lib, index: index, fileName: ObjCClangParse.virtualFolder + "/Measured.m", dialect: dialect,
            buffer: before + bytes + after
        ) { unit, file in
            Dictionary(
                uniqueKeysWithValues: measures.map { measure in
                    (
                        measure,
                        collectTokens(lib, unit: unit, file: file, bytes: bytes, at: before.count, measure: measure)
                    )
                })
        }
    }

    /// How a token's `[start, end)` range is found.
    package enum TokenMeasure: CaseIterable, Hashable {
        /// The token's location and the source length libclang stored in the token when it lexed
        /// it; used only when `LibClang.storesTokenLengths` (a probe of the loaded library).
        case storedLength
        /// The token's location and its spelling's length, where the spelling is the source text.
        case spelling
        /// `clang_getTokenExtent`: the reference, but it lexes the token again.
        case extent
    }

    /// A token's `[start, end)` offsets relative to `buffer`, which sits at `base` in the unit.
    /// `clang_getTokenExtent` measures the token by lexing it again, which made it most of the
    /// cost of reading tokens. libclang's tokenizer keeps each token's source length in the token
    /// (`clang_getTokenExtent` measures the same raw token), so where the probe found it there,
    /// the location and that length are the range. Otherwise the location and the spelling give
    /// the same range whenever the spelling is the source text at that location, as it is for
    /// every token without a line splice or a universal character name; any other token takes
    /// the extent: one whose spelling differs from the source, one that reaches the end of
    /// `buffer` (it may run past it), and one followed by a NUL byte, since a spelling is read up
    /// to its first NUL and a comment or literal may hold one (the fuzzer found that).
    private static func span(
        _ lib: LibClang, unit: CXTranslationUnit, token: CXToken, in buffer: UnsafeBufferPointer<UInt8>, at base: Int,
        measure: TokenMeasure
    ) -> (start: Int, end: Int) {
        switch measure {
        case .storedLength:
            let start = lib.offset(lib.getTokenLocation(unit, token)) - base
            let length = Int(token.int_data.2)
            if length > 0 { return (start, start + length) }
        case .spelling:
            let start = lib.offset(lib.getTokenLocation(unit, token)) - base
            let spelling = lib.getTokenSpelling(unit, token)
            defer { lib.disposeString(spelling) }
            if start >= 0, let text = lib.getCString(spelling) {
                let length = strlen(text)
                if length > 0, start + length < buffer.count, buffer[start + length] != 0,
                    memcmp(buffer.baseAddress! + start, text, length) == 0
                {
                    return (start, start + length)
                }
            }
        case .extent:
            break
        }
        let extent = lib.getTokenExtent(unit, token)
        return (lib.offset(lib.getRangeStart(extent)) - base, lib.offset(lib.getRangeEnd(extent)) - base)
    }
}
