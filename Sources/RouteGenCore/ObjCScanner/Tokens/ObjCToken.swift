/// One libclang token of the scanned file, copied out of libclang so that reading never calls
/// back into it. Comments are tokens too (libclang keeps them), string literals are one token:
/// neither can be mistaken for code.
struct ObjCToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case punctuation, keyword, identifier, literal, comment
    }

    var kind: Kind
    var text: String
    /// Byte offsets of the token in the file: `[start, end)`.
    var start: Int
    var end: Int
    var line: Int
    var column: Int

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

    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
