#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
import RouteGenModel
#endif

/// Lines that hold nothing but a macro call clang cannot expand: `APP_LOG_CLASS(SettingsRouter)`
/// inside an `@implementation`, or `APP_ROUTABLE_VIEW(AboutViewController)` between declarations.
/// routegen parses one file at a time without its `#import`s, so a macro defined in another header
/// is an unknown name to clang, and an unknown call with no `;` after it swallows the declaration
/// or method that follows: a router's `+registerRoutableDestination`, or the next `@interface`,
/// vanishes from the AST. The compiler, which sees the definition, loses nothing.
///
/// A second reading with those lines blanked (every byte but line breaks becomes a space, so each
/// offset, line and column stays) gives the declarations; the tokens, and so what the macro's
/// arguments say, are still read from the original text.
package enum ObjCMacroLineBlanking {
    /// Byte ranges of such lines: at brace depth 0, the line's code is `NAME(…)` with the
    /// parentheses closed on it, and `NAME` is not `#define`d in the file or the prelude (clang
    /// expands those itself). Also, from the line's start, an unknown `NAME(…)` or bare `NAME` that
    /// an `@interface`, `@implementation` or `@protocol` follows on its line: the call alone.
    package static func lines(_ bytes: [UInt8], prelude: [UInt8]) -> [Range<Int>] {
        let preludeNames = prelude == ObjCPrelude.bytes ? Self.preludeNames : definedNames(prelude)
        return bytes.withUnsafeBufferPointer { lines($0, defined: preludeNames) }
    }

    /// The names the default prelude defines, worked out once.
    package static let preludeNames = definedNames(ObjCPrelude.bytes)

    /// The same over a buffer, with the names defined outside it; the byte survey's entry.
    package static func lines(_ bytes: UnsafeBufferPointer<UInt8>, defined outside: Set<String>) -> [Range<Int>] {
        // Looked up in both rather than merged: a union per file hashed every prelude name again.
        let own = definedNames(bytes)
        let defined = DefinedNames(outside: outside, own: own)
        // Read through a local: a static's accessor in the loop costs a once-check per byte.
        let stopsCodeRun = Self.stopsCodeRun
        var ranges: [Range<Int>] = []
        var depth = 0
        var lineStart = 0
        var index = 0
        var lineHasOnlyCall: (name: String, end: Int)?
        var lineBroken = false
        var sawCode = false

        func endLine(at end: Int) {
            if depth == 0, !lineBroken, let call = lineHasOnlyCall, !defined.contains(call.name) {
                ranges.append(lineStart..<call.end)
            }
            lineStart = end + 1
            lineHasOnlyCall = nil
            lineBroken = false
            sawCode = false
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                endLine(at: index)
                index += 1
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
                // A block comment may span lines; a line it ends on is not a lone call.
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
                    if bytes[index] == 0x0A { endLine(at: index); lineBroken = true }
                    index += 1
                }
                index += 2
            case 0x22, 0x27:
                index = skipLiteral(bytes, from: index)
                if sawCode || lineHasOnlyCall != nil { lineBroken = true }
                sawCode = true
            case 0x7B:
                depth += 1; lineBroken = true; sawCode = true; index += 1
            case 0x7D:
                depth = max(0, depth - 1); lineBroken = true; sawCode = true; index += 1
            case 0x20, 0x09, 0x0D:
                index += 1
            default:
                guard !sawCode, ByteLexer.isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) else {
                    lineBroken = true; sawCode = true; index += 1
                    // The rest of such a line up to a byte the cases above read changes nothing more.
                    while index < bytes.count, !stopsCodeRun[Int(bytes[index])] { index += 1 }
                    continue
                }
                sawCode = true
                lineHasOnlyCall = readLineStartWord(
                    bytes, at: &index, lineStart: lineStart, depth: depth, defined: defined, ranges: &ranges)
                if lineHasOnlyCall == nil { lineBroken = true }
            }
        }
        endLine(at: bytes.count)
        return ranges
    }

    /// Reads the word that starts a line's code, from `index` on, and leaves `index` past what it
    /// read. Returns the call when the line holds `NAME(…)` and nothing after it but spaces or a
    /// comment (blanked at the line's end unless the name is defined or the line turns out to be
    /// more). An unknown bare `NAME` or `NAME(…)` in front of a container is blanked here, at once.
    private static func readLineStartWord(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, lineStart: Int, depth: Int, defined: DefinedNames,
        ranges: inout [Range<Int>]
    ) -> (name: String, end: Int)? {
        let nameStart = index
        while index < bytes.count, ByteLexer.isIdentifierByte(bytes[index]) { index += 1 }
        var position = index
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard position < bytes.count, bytes[position] == 0x28,
            let close = closingParenthesis(bytes, from: position)
        else {
            // `APP_EXPORT @interface R : ZIKViewRouter`: a bare unknown word in front of a
            // container; only a macro can stand there.
            if depth == 0, startsContainer(bytes, at: position) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                if !defined.contains(name) { ranges.append(lineStart..<index) }
            }
            return nil
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard !keywords.contains(name) else { return nil }
        index = close + 1
        // Only trailing spaces or a comment may follow on the line.
        var rest = index
        while rest < bytes.count, bytes[rest] == 0x20 || bytes[rest] == 0x09 || bytes[rest] == 0x0D {
            rest += 1
        }
        let endsLine =
            rest >= bytes.count || bytes[rest] == 0x0A
            || (bytes[rest] == 0x2F && rest + 1 < bytes.count && (bytes[rest + 1] == 0x2F || bytes[rest + 1] == 0x2A))
        if endsLine { return (name, close + 1) }
        // `APP_AVAILABLE(3_0) @interface R : ZIKViewRouter`: the call alone is blanked, the
        // container after it on the line is left for clang to read.
        if depth == 0, startsContainer(bytes, at: rest), !defined.contains(name) {
            ranges.append(lineStart..<(close + 1))
        }
        index = rest
        return nil
    }

    /// The identifiers between the parentheses of such a line (a macro's arguments may name
    /// classes its expansion declares categories of).
    package static func argumentNames(_ bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> [String] {
        guard let open = line.first(where: { bytes[$0] == 0x28 }) else { return [] }
        var names: [String] = []
        var index = open + 1
        while index < line.upperBound {
            guard ByteLexer.isIdentifierByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < line.upperBound, ByteLexer.isIdentifierByte(bytes[index]) { index += 1 }
            if !(bytes[start] >= 0x30 && bytes[start] <= 0x39) {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }
        return names
    }

    /// The names a line's macro may be defined under: outside the file, or in it.
    private struct DefinedNames {
        let outside: Set<String>
        let own: Set<String>

        func contains(_ name: String) -> Bool { outside.contains(name) || (!own.isEmpty && own.contains(name)) }
    }

    /// `bytes` with those lines blanked, or nil when there is none.
    package static func blanked(_ bytes: [UInt8], prelude: [UInt8]) -> [UInt8]? {
        let ranges = lines(bytes, prelude: prelude)
        guard !ranges.isEmpty else { return nil }
        var result = bytes
        for range in ranges {
            for offset in range where result[offset] != 0x0A && result[offset] != 0x0D { result[offset] = 0x20 }
        }
        return result
    }

    /// Whether `@interface`, `@implementation` or `@protocol` starts at `position`: a container,
    /// which an unknown macro in front of it on its line makes clang drop.
    private static func startsContainer(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position < bytes.count, bytes[position] == 0x40 else { return false }
        for directive in containerDirectives where bytes.count - position - 1 >= directive.count {
            let end = position + 1 + directive.count
            if bytes[(position + 1)..<end].elementsEqual(directive),
                end == bytes.count || !ByteLexer.isIdentifierByte(bytes[end])
            {
                return true
            }
        }
        return false
    }

    private static let containerDirectives: [[UInt8]] = ["interface", "implementation", "protocol"].map {
        Array($0.utf8)
    }

    /// A line break, `/`, a quote or a brace: the bytes with a case of their own in `lines`.
    private static let stopsCodeRun: [Bool] = (0..<256).map { [0x0A, 0x2F, 0x22, 0x27, 0x7B, 0x7D].contains($0) }

    /// C and Objective-C words that take parentheses but are not macros.
    private static let keywords: Set<String> = [
        "if", "while", "for", "switch", "return", "sizeof", "typeof", "__typeof__", "__attribute__",
        "_Static_assert", "static_assert", "alignof", "_Alignof", "__has_include", "defined", "else",
        "_Pragma", "__pragma", "asm", "__asm__",
    ]

    /// Names after `#define` (spaces allowed after `#`).
    package static func definedNames(_ bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { definedNames($0) }
    }

    package static func definedNames(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names = Set<String>()
        guard let base = bytes.baseAddress else { return names }
        var index = 0
        let word = Array("define".utf8)
        while index < bytes.count {
            // `memchr` to the next `#`: most files have a few, and this runs over every file.
            guard let hash = memchr(base + index, 0x23, bytes.count - index) else { break }
            index = base.distance(to: hash.assumingMemoryBound(to: UInt8.self))
            var position = index + 1
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            guard bytes.count - position > word.count, bytes[position..<(position + word.count)].elementsEqual(word)
            else { index += 1; continue }
            position += word.count
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            let start = position
            while position < bytes.count, ByteLexer.isIdentifierByte(bytes[position]) { position += 1 }
            if position > start {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
            }
            index = position
        }
        return names
    }

    /// The index of the `)` closing the `(` at `open`, on the same line, outside literals.
    private static func closingParenthesis(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count, bytes[index] != 0x0A {
            switch bytes[index] {
            case 0x28: depth += 1
            case 0x29:
                depth -= 1
                if depth == 0 { return index }
            case 0x22, 0x27:
                index = skipLiteral(bytes, from: index) - 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Past the string or character literal opening at `start` (or the line's end if unclosed).
    private static func skipLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
            if bytes[index] == 0x5C { index += 1 }
            index += 1
        }
        return min(bytes.count, index + 1)
    }
}
