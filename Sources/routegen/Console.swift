import Foundation
import RouteGenCore
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error. Diagnostics go to standard error so that standard output
/// stays machine-readable. A write that fails (a full disk, a closed descriptor) never traps and
/// never goes unnoticed: `finish` tells the CLI to turn a clean exit into exit 1, since a registry printed to a
/// full disk is a registry lost.
enum Console {
    /// Set once a write failed; the CLI is single-threaded, so plain flags are enough.
    nonisolated(unsafe) private static var writeFailed = false
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Standard output or standard error that was closed when the process started is reopened on
    /// `/dev/null`: a file the run opens later would otherwise get descriptor 1 or 2, and
    /// diagnostics would be written into it. Writing to it later counts as a failed write.
    static func start() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            closedAtStart.insert(descriptor)
        }
    }

    static func error(_ line: String) {
        if closedAtStart.contains(STDERR_FILENO) { writeFailed = true }
        do {
            try FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            writeFailed = true
        }
    }

    /// Standard output, unbuffered, so that a failed write is known at once.
    static func output(_ text: String) {
        if closedAtStart.contains(STDOUT_FILENO) && !text.isEmpty { writeFailed = true }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            writeFailed = true
        }
    }

    /// A diagnostic with an absolute path (clickable from any directory), coloured on a terminal.
    static func render(_ diagnostic: Diagnostic) -> String {
        let here = FileManager.default.currentDirectoryPath
        let paths = ReportEnvironment(workingDirectory: here, repositoryRoot: here)
        return Terminal.standardError.render(diagnostic, path: diagnostic.location.map { paths.absolute($0.file) })
    }

    /// True when every write to standard output and standard error succeeded.
    static func finish() -> Bool {
        !writeFailed
    }
}

/// The library's console for a run of this process: the standard streams, and a progress line
/// only for a person at a terminal (never in a pipe, a file or CI).
struct StandardConsole: RunConsole {
    private let progressLine: ProgressLine?

    init(quiet: Bool) {
        progressLine = !quiet && Terminal.standardError.progress ? ProgressLine(style: Terminal.standardError) : nil
    }

    func render(_ diagnostic: Diagnostic) -> String { Console.render(diagnostic) }
    func error(_ line: String) { Console.error(line) }
    func output(_ text: String) { Console.output(text) }
    var drawsProgress: Bool { progressLine != nil }
    func progress(done: Int, total: Int) { progressLine?.update(done: done, total: total) }
    func endProgress() { progressLine?.finish() }
    var outputStyle: TerminalStyle { Terminal.standardOutput }
}
