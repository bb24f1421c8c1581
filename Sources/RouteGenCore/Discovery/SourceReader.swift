/// Reads a source file, or says plainly why it cannot.
import RouteGenModel

package enum SourceReader {
    package enum Outcome: Sendable {
        case text(String)
        case skipped(Diagnostic)
    }

    /// One version of a file as read from disk.
    struct Loaded: Sendable {
        var bytes: [UInt8]
        var stamp: FileStamp
    }

    package static func read(_ path: String) -> Outcome {
        switch load(path) {
        case .failure(let diagnostic): .skipped(diagnostic)
        case .success(let loaded): decode(loaded.bytes, path: path)
        }
    }

    static func load(_ path: String) -> Result<Loaded, Diagnostic> {
        switch FileSystem.read(path) {
        case .success(let (bytes, stamp)):
            return .success(Loaded(bytes: bytes, stamp: stamp))
        case .failure(let error) where error.notRegular != nil:
            return .failure(
                Diagnostic(
                    .warning, "\(error.message); skipped", at: .wholeFile(path),
                    rule: .unsupportedFile))
        case .failure(let error):
            return .failure(
                Diagnostic(
                    .error, "cannot read file: \(error.message)", at: SourceLocation.wholeFile(path),
                    rule: .unreadableFile))
        }
    }

    /// Strict UTF-8: a file that is not valid UTF-8 is reported, never half-read.
    package static func decode(_ bytes: [UInt8], path: String) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(bytes) ?? 0
            let line = bytes.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            // An error, as it is to swiftc: a skipped file may hold a router.
            return .skipped(
                Diagnostic(
                    .error,
                    "file is not valid UTF-8 (first bad byte at offset \(offset)); Swift sources must be UTF-8, so its routes are unknown",
                    at: SourceLocation(file: path, line: line, column: 1), rule: .nonUtf8File))
        }
        return .text(text)
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
