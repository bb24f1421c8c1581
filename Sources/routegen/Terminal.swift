import Foundation
import RouteGenCore

/// What the standard streams are connected to, decided once per run.
enum Terminal {
    static let environment = ProcessInfo.processInfo.environment
    static let standardOutput = TerminalStyle(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    static let standardError = TerminalStyle(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment)
}

/// The scanning progress line on standard error, redrawn at most ten times a second and erased
/// when the scan ends, so that findings and the summary start on a clean line.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let style: TerminalStyle
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false

    init(style: TerminalStyle) { self.style = style }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        drawn = true
        FileHandle.standardError.write(Data(style.progressLine(done: done, total: total).utf8))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data(style.clearProgress.utf8)) }
        drawn = false
    }
}
