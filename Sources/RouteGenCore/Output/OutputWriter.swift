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
        let manager = FileManager.default
        if let existing = manager.contents(atPath: path), existing == data {
            return .unchanged
        }
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
        return .written
    }
}
