/// A linear pass over a Swift file's bytes that refuses, before SwiftParser runs, the nestings on
/// which the parser is far from linear: nested `[` (array and dictionary literals, whose parse
/// looks ahead at each level and took 13 s at depth 20 and minutes at depth 22 in a debug build,
/// its stack use growing as fast), deeply nested `#if` blocks, and brackets of any kind nested past
/// `SwiftFileScanner.maximumNestingLevel` (the parser would stop there anyway, but only after
/// tens of seconds for 100,000 levels). A file past a limit gets an
/// error that names it, so the run fails instead of hanging or losing its routers.
///
/// The count skips `//` and `/* */` comments; brackets inside string literals still count, so a
/// string with many unclosed `[` could be refused (the message says where). Nothing legitimate
/// comes near the limits.
enum SwiftNestingGuard {
    /// Deepest nesting of `[` accepted.
    static let maximumSquareBracketDepth = 10
    /// Deepest nesting of `#if` accepted.
    static let maximumConditionalDepth = 64

    struct Refusal: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func check(_ text: String) -> Refusal? {
        var square = 0
        var brackets = 0
        var conditionals = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var commentDepth = 0
        var lineComment = false
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            defer { index += 1 }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                atLineStart = true
                lineComment = false
                continue
            }
            if lineComment { continue }
            if commentDepth > 0 {
                // Swift block comments nest.
                if byte == 0x2A, next == 0x2F { commentDepth -= 1; index += 1 } else if byte == 0x2F, next == 0x2A { commentDepth += 1; index += 1 }
                continue
            }
            if byte == 0x2F, next == 0x2F { lineComment = true; continue }
            if byte == 0x2F, next == 0x2A { commentDepth = 1; index += 1; continue }
            let wasAtLineStart = atLineStart
            if byte != 0x20, byte != 0x09 { atLineStart = false }
            switch byte {
            case 0x28, 0x7B, 0x5B: // ( { [
                brackets += 1
                if brackets > SwiftFileScanner.maximumNestingLevel {
                    return Refusal(line: line, column: index - lineStart + 1, message: "brackets, braces and parentheses nested deeper than \(SwiftFileScanner.maximumNestingLevel) levels; the file is not parsed and its routes are unknown")
                }
                guard byte == 0x5B else { break }
                square += 1
                if square > maximumSquareBracketDepth {
                    return Refusal(line: line, column: index - lineStart + 1, message: "`[` nested deeper than \(maximumSquareBracketDepth) levels (array or dictionary literals, or brackets in a string); SwiftParser's time grows exponentially with this nesting, so the file is not parsed and its routes are unknown")
                }
            case 0x29, 0x7D: // ) }
                brackets = max(0, brackets - 1)
            case 0x5D: // ]
                brackets = max(0, brackets - 1)
                square = max(0, square - 1)
            case 0x23 where wasAtLineStart: // # at the start of a line
                let word = directive(bytes, from: index + 1)
                if word == "if" {
                    conditionals += 1
                    if conditionals > maximumConditionalDepth {
                        return Refusal(line: line, column: index - lineStart + 1, message: "#if nested deeper than \(maximumConditionalDepth) levels; the file is not parsed and its routes are unknown")
                    }
                } else if word == "endif" {
                    conditionals = max(0, conditionals - 1)
                }
            default:
                break
            }
        }
        return nil
    }

    private static func directive(_ bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, (bytes[end] | 0x20) >= 0x61, (bytes[end] | 0x20) <= 0x7A { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
