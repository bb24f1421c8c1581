import Foundation
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files without churn and without ever leaving a half-written file: unchanged
/// bytes are not touched (so builds that watch the file do not rerun), and new bytes go to a
/// temporary file in the same folder that is then renamed over the old one.
///
/// A path that is a symbolic link is written through to the file it points to, so a link a team
/// keeps in its tree stays a link.
package enum OutputWriter {
    package enum Outcome: Equatable, Sendable {
        case written
        case unchanged
    }

    /// Why a write failed, with the path and the system's reason.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    package static func write(_ contents: String, to path: String) throws(Failure) -> Outcome {
        try write(Data(contents.utf8), to: path)
    }

    package static func write(_ data: Data, to path: String) throws(Failure) -> Outcome {
        try writeSet([(path, data)])[0]
    }

    /// Writes several files as one set: every changed file is first written to its temporary
    /// file, and only when all of them are complete are they renamed into place, one after the
    /// other. A run that fails or is killed before the renames leaves every old file as it was;
    /// one killed during the renames (microseconds) can still leave a mix.
    package static func writeSet(_ files: [(path: String, data: Data)]) throws(Failure) -> [Outcome] {
        var outcomes: [Outcome] = []
        var staged: [(temporary: String, target: String)] = []
        do throws(Failure) {
            for file in files {
                let target = resolvedTarget(file.path)
                if let existing = FileManager.default.contents(atPath: target), existing == file.data {
                    outcomes.append(.unchanged)
                    continue
                }
                staged.append((try stage(file.data, for: target), target))
                outcomes.append(.written)
            }
            for (index, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
                let reason = String(cString: strerror(errno))
                for rest in staged[index...] { unlink(rest.temporary) }
                throw Failure(path: file.target, reason: "cannot replace it: \(reason)")
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        return outcomes
    }

    /// Atomically replaces `path` without first comparing it: for files that are rewritten only
    /// when known to differ, such as the facts cache (megabytes at app scale).
    package static func replace(_ path: String, with data: Data) throws(Failure) {
        let target = resolvedTarget(path)
        let temporary = try stage(data, for: target)
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: target, reason: "cannot replace it: \(reason)")
        }
    }

    /// The file a write to `path` must replace: the final target of a symbolic link (relative
    /// links resolve against the link's folder), else `path` itself.
    static func resolvedTarget(_ path: String) -> String {
        var current = path
        // A loop of links ends here and fails later with the system's own message.
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// The temporary file a run writes next to `target`; the process id keeps concurrent runs apart.
    static func temporaryPath(for target: String, pid: Int32 = getpid()) -> String {
        let directory = (target as NSString).deletingLastPathComponent
        return (directory.isEmpty ? "." : directory) + "/" + temporaryPrefix(for: target) + "\(pid)" + temporarySuffix
    }

    private static func temporaryPrefix(for target: String) -> String {
        ".\((target as NSString).lastPathComponent).routegen-"
    }
    private static let temporarySuffix = ".tmp"

    /// Writes `data` to the temporary file of `target`, with plain POSIX calls so that every
    /// failure comes with its reason (a read-only folder, a full disk).
    private static func stage(_ data: Data, for target: String) throws(Failure) -> String {
        let directory = (target as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(path: directory, reason: "cannot create the folder: \(reasonText(error))")
            }
        }
        removeStaleTemporaries(for: target)
        let temporary = temporaryPath(for: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(
                path: temporary,
                reason:
                    "cannot create a file in \(directory.isEmpty ? "." : directory): \(String(cString: strerror(errno)))"
            )
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(path: temporary, reason: "cannot write: \(failure)")
        }
        return temporary
    }

    /// Removes the temporary files of `target` left by runs that were killed before their
    /// rename: those whose process no longer exists.
    static func removeStaleTemporaries(for target: String) {
        let directory = (target as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let prefix = temporaryPrefix(for: target)
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
            let digits = name.dropFirst(prefix.count).dropLast(temporarySuffix.count)
            guard let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder + "/" + name)
            }
        }
    }

    private static func reasonText(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        // Foundation on Linux often gives no underlying error: name the usual causes.
        return "a file is in the way, or the folder is not writable"
    }
}
