import Foundation

/// Reads a source file's text, or says plainly why it cannot.
public enum SourceReader {
    public enum Outcome: Sendable {
        case text(String)
        case skipped(Diagnostic)
    }

    public static func read(_ path: String) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .skipped(Diagnostic(.error, "cannot read file (permissions?)", at: SourceLocation(file: path, line: 1, column: 1), rule: "unreadable-file"))
        }
        return decode(data, path: path)
    }

    /// Strict UTF-8: a file that is not valid UTF-8 is reported, never half-read.
    public static func decode(_ data: Data, path: String) -> Outcome {
        guard let text = String(data: data, encoding: .utf8) else {
            let offset = firstInvalidUTF8Offset(data) ?? 0
            let line = data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            return .skipped(Diagnostic(.warning, "file is not valid UTF-8 (first bad byte at offset \(offset)); skipped", at: SourceLocation(file: path, line: line, column: 1), rule: "non-utf8-file"))
        }
        return .text(text)
    }

    private static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
