/// One libclang token of the scanned file, copied out of libclang so that reading never calls
/// back into it. Comments are tokens too (libclang keeps them), string literals are one token:
/// neither can be mistaken for code.
struct ObjCToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case punctuation, keyword, identifier, literal, comment
    }

    let kind: Kind
    let text: String
    /// Byte offsets of the token in the file: `[start, end)`.
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    /// The ASCII byte a punctuation token spells (`(`, `[`, `;`, …), 0 for any other token: the
    /// readers match brackets and separators on it without comparing strings. String equality
    /// is canonical, so U+037E, which Unicode makes equivalent to `;`, counts as `;` here too.
    let mark: UInt8

    init(kind: Kind, text: String, start: Int, end: Int, line: Int, column: Int) {
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

    func `is`(_ spelling: String) -> Bool { text == spelling && kind != .comment && kind != .literal }

    var isIdentifierLike: Bool { kind == .identifier || kind == .keyword }

    /// `@"text"` is lexed as `@` then a string literal; this is the literal's content.
    var stringLiteralValue: String? {
        guard kind == .literal, text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
        return ObjCStringLiteral.unescape(String(text.dropFirst().dropLast()))
    }
}

enum ObjCStringLiteral {
    /// Undoes the simple escapes a route key may contain (`\"`, `\\`, `\n`, `\t`); others stay.
    static func unescape(_ body: String) -> String {
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
struct LineTable: Sendable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
    }

    /// `position(of:)` for offsets asked in ascending order: `line` remembers where the last one
    /// was (start it at 0), so each look-up walks forward a line or two instead of searching.
    func position(of offset: Int, after line: inout Int) -> (line: Int, column: Int) {
        guard line < starts.count, starts[line] <= offset else {
            let position = position(of: offset)
            line = position.line - 1
            return position
        }
        while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
        return (line + 1, offset - starts[line] + 1)
    }

    func position(of offset: Int) -> (line: Int, column: Int) {
        LineStarts.position(of: offset, in: starts)
    }
}
