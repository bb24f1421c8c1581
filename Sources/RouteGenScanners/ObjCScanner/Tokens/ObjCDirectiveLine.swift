/// The preprocessor directive lines of a file, found in its raw tokens: a `#` that is the first
/// code token of its line, up to the end of the logical line (continuation lines included).
/// Read by the `#if` map and by the batch checks, so both agree on what a directive is.
import RouteGenModel

package struct ObjCDirectiveLine {
    /// Index of the `#` token.
    package var hashIndex: Int
    /// `[start, end)` bytes of the whole logical line.
    package var range: Range<Int>
    /// The directive's name (`if`, `define`, `pragma`, …); nil for a null directive or a line
    /// marker (`# 12 "file.h"`).
    package var keyword: ObjCToken?
    /// Code tokens after the name, on the same logical line.
    package var operands: [ObjCToken]
    /// Index of the first token after the line.
    package var nextIndex: Int

    package static func read(_ tokens: [ObjCToken], bytes: [UInt8]) -> [ObjCDirectiveLine] {
        var lines: [ObjCDirectiveLine] = []
        var index = 0
        var previousLine = 0
        while index < tokens.count {
            let token = tokens[index]
            let startsLine = token.line > previousLine
            if token.kind != .comment { previousLine = token.line }
            guard startsLine, token.is("#"), index + 1 < tokens.count else {
                index += 1
                continue
            }
            let lineEnd = logicalLineEnd(after: token.start, in: bytes)
            let keyword = tokens[index + 1]
            guard keyword.start < lineEnd, keyword.isIdentifierLike else {
                lines.append(
                    ObjCDirectiveLine(
                        hashIndex: index, range: token.start..<lineEnd, keyword: nil, operands: [], nextIndex: index + 1
                    ))
                index += 1
                continue
            }
            var operands: [ObjCToken] = []
            var next = index + 2
            while next < tokens.count, tokens[next].start < lineEnd {
                if tokens[next].kind != .comment { operands.append(tokens[next]) }
                next += 1
            }
            previousLine = tokens[max(index, next - 1)].line
            lines.append(
                ObjCDirectiveLine(
                    hashIndex: index, range: token.start..<lineEnd, keyword: keyword, operands: operands,
                    nextIndex: next))
            index = next
        }
        return lines
    }

    /// The end of the directive line that starts at `offset`: the first newline not escaped by
    /// a backslash (continuation lines belong to the directive).
    package static func logicalLineEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var position = offset
        while position < bytes.count {
            if bytes[position] == 0x0A {
                var back = position - 1
                if back >= 0, bytes[back] == 0x0D { back -= 1 }
                if back >= 0, bytes[back] == 0x5C { position += 1; continue }
                return position
            }
            position += 1
        }
        return bytes.count
    }
}
