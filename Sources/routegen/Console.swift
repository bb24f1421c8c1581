import Foundation
import RouteGenCore

/// Standard error, where diagnostics go so that standard output stays machine-readable.
enum Console {
    /// `print` buffers when standard output is a pipe; flushing before writing to standard error
    /// keeps the two in the order they were written.
    static func flushStandardOutput() {
        fflush(nil)
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Diagnostics with absolute paths (clickable from any directory), coloured on a terminal.
    static func report(_ diagnostics: [Diagnostic]) {
        let here = FileManager.default.currentDirectoryPath
        let paths = ReportEnvironment(workingDirectory: here, repositoryRoot: here)
        for diagnostic in diagnostics {
            let path = diagnostic.location.map { paths.absolute($0.file) }
            error(Terminal.standardError.render(diagnostic, path: path))
        }
    }
}
