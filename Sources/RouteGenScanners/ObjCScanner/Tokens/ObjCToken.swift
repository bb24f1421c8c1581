/// One libclang token of the scanned file, copied out of libclang so that reading never calls
/// back into it. Comments are tokens too (libclang keeps them), string literals are one token:
/// neither can be mistaken for code.
import RouteGenModel

package struct ObjCToken: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case punctuation, keyword, identifier, literal, comment
    }

    package let kind: Kind
    package let text: String
    /// Byte offsets of the token in the file: `[start, end)`.
    package var start: Int
    package var end: Int
    package var line: Int
    package var column: Int
    /// The ASCII byte a punctuation token spells (`(`, `[`, `;`, …), 0 for any other token: the
    /// readers match brackets and separators on it without comparing strings. String equality
    /// is canonical, so U+037E, which Unicode makes equivalent to `;`, counts as `;` here too.
    package let mark: UInt8

    package init(kind: Kind, text: String, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        if kind != .punctuation {
            mark = 0
        } else if text.utf8.count == 1 {
            mark = text.utf8.first!
        } else {
            mark = text == ";" ? UInt8(ascii: ";") : 0
        }
    }

    package func `is`(_ spelling: String) -> Bool { text == spelling && kind != .comment && kind != .literal }

    package var isIdentifierLike: Bool { kind == .identifier || kind == .keyword }

    /// `@"text"` is lexed as `@` then a string literal; this is the literal's content.
    package var stringLiteralValue: String? {
        guard kind == .literal, text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
        return ObjCStringLiteral.unescape(String(text.dropFirst().dropLast()))
    }
}

package enum ObjCStringLiteral {
    /// Undoes the simple escapes a route key may contain (`\"`, `\\`, `\n`, `\t`); others stay.
    package static func unescape(_ body: String) -> String {
        var result = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "'", "/": result.append(character)
                default: result.append("\\"); result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// Line starts of a file's bytes, to turn offsets into the 1-based line and UTF-8 column the
/// Swift scanner reports too.
package struct LineTable: Sendable {
    private var starts: [Int] = [0]

    package init(_ bytes: [UInt8]) {
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
    }

    /// `position(of:)` for offsets asked in ascending order: `line` remembers where the last one
    /// was (start it at 0), so each look-up walks forward a line or two instead of searching.
    package func position(of offset: Int, after line: inout Int) -> (line: Int, column: Int) {
        guard line < starts.count, starts[line] <= offset else {
            let position = position(of: offset)
            line = position.line - 1
            return position
        }
        while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
        return (line + 1, offset - starts[line] + 1)
    }

    package func position(of offset: Int) -> (line: Int, column: Int) {
        LineStarts.position(of: offset, in: starts)
    }
}
