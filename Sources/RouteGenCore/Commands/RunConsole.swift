import RouteGenModel

/// Where a run's words go. The run decides what is said and in which order; the console decides
/// how a finding looks (absolute paths, colours on a terminal) and where the bytes go. The CLI's
/// console writes to the standard streams; a test's keeps what it is given.
package protocol RunConsole: Sendable {
    /// A finding as one line of standard error.
    func render(_ diagnostic: Diagnostic) -> String
    /// One line to standard error.
    func error(_ line: String)
    /// Text to standard output, as is.
    func output(_ text: String)
    /// Whether the console draws the scan's progress: a run counts finished files only for one
    /// that does (a lock per file, thirty thousand in a large app).
    var drawsProgress: Bool { get }
    /// How far the scan is: called from worker threads, with (files done, files in all).
    func progress(done: Int, total: Int)
    /// The scan is over: a progress line it drew is erased before anything else is said.
    func endProgress()
    /// How findings printed to standard output look (colours on a terminal).
    var outputStyle: TerminalStyle { get }
}

extension RunConsole {
    package var outputStyle: TerminalStyle { .plain }
}

/// A run's words on their way to its console, with the lines a later run may repeat kept aside.
/// A run memo replays a run's findings and messages, never what the run said about itself (its
/// timings, its cache), which would be wrong the second time.
package final class RunTranscript: @unchecked Sendable {
    package let console: any RunConsole
    // Only the thread that drives the run says anything: no lock.
    private var recorded: [String]?

    package init(console: any RunConsole) {
        self.console = console
    }

    /// Findings, each as the console renders it; recorded.
    package func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { say(console.render(diagnostic)) }
    }

    /// A line to standard error that a replay repeats.
    package func say(_ line: String) {
        recorded?.append(line)
        console.error(line)
    }

    /// A line to standard error about this run alone: never recorded.
    package func aside(_ line: String) {
        console.error(line)
    }

    package func output(_ text: String) {
        console.output(text)
    }

    /// From here on, `say` and `report` lines are kept for `stopRecording`.
    func startRecording() {
        recorded = []
    }

    /// The lines said since `startRecording`; recording stops.
    func stopRecording() -> [String] {
        defer { recorded = nil }
        return recorded ?? []
    }
}

/// A run that ends with a status other than 0, after it said why.
package struct RunExit: Error, Sendable {
    /// 1: an error in the sources (nothing written); 2: the run could not do its job (usage, input, I/O).
    package var status: Int32

    package init(status: Int32) {
        self.status = status
    }
}
