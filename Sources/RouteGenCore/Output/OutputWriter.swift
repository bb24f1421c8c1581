import Foundation

/// Writes generated files without churn and without ever leaving a half-written file: unchanged
/// bytes are not touched (so builds that watch the file do not rerun), and new bytes go to a
/// temporary file in the same folder that is then renamed over the old one.
public enum OutputWriter {
    public enum Outcome: Equatable, Sendable {
        case written
        case unchanged
    }

    public static func write(_ contents: String, to path: String) throws -> Outcome {
        try write(Data(contents.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws -> Outcome {
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return .unchanged
        }
        try replace(path, with: data)
        return .written
    }

    /// Atomically replaces `path` without first comparing it: for files that are rewritten only
    /// when known to differ, such as the facts cache (megabytes at app scale).
    public static func replace(_ path: String, with data: Data) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).routegen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard manager.createFile(atPath: temporary, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? manager.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
