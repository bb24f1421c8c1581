/// What the CLI may decorate for a person reading a terminal: colour for severities and a progress
/// line. Both are off whenever the stream is not a terminal (a pipe, a file, Xcode's build log), so
/// that machine-read output is never polluted; the CLI passes in what `isatty` and the environment
/// say, which keeps the decision a pure, testable function.
import RouteGenModel

package struct TerminalStyle: Sendable, Equatable {
    /// Colour severities (ANSI escapes).
    package var colour: Bool
    /// Redraw a progress line in place while scanning.
    package var progress: Bool

    package init(colour: Bool, progress: Bool) {
        self.colour = colour
        self.progress = progress
    }

    /// `NO_COLOR` (any non-empty value, as no-color.org asks) turns colour off; `TERM=dumb` turns
    /// both off; a CI service (`CI` set to anything but `false`/`0`) gets no progress line, since
    /// its log viewer shows every redraw as a new line.
    package init(isTerminal: Bool, environment: [String: String]) {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        let ciValue = environment["CI"]?.lowercased() ?? ""
        let ci = !ciValue.isEmpty && ciValue != "false" && ciValue != "0"
        self.init(colour: isTerminal && !noColour && !dumb, progress: isTerminal && !dumb && !ci)
    }

    package static let plain = TerminalStyle(colour: false, progress: false)

    /// The diagnostic as `path:line:column: severity: message [rule]`, the severity word coloured
    /// like the compiler's (red error, yellow warning, grey note) when colour is on.
    package func render(_ diagnostic: Diagnostic, path: String? = nil) -> String {
        var plain = diagnostic
        if let path { plain.location?.file = path }
        guard colour else { return plain.rendered }
        let word = diagnostic.severity.rawValue
        let code =
            switch diagnostic.severity {
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;90"
            }
        var prefix = ""
        if let location = plain.location { prefix = "\u{1B}[1m" + location.rendered + ":\u{1B}[0m " }
        var text = prefix + "\u{1B}[\(code)m\(word):\u{1B}[0m \(diagnostic.message)"
        if let rule = diagnostic.rule { text += " [\(rule)]" }
        return text
    }

    /// A progress line that replaces the previous one (carriage return, then erase the line).
    package func progressLine(done: Int, total: Int) -> String {
        "\r\u{1B}[2Kroutegen: scanning \(done)/\(Plural.counted(total, "file"))"
    }

    /// Erases the progress line, so the next output starts on a clean line.
    package var clearProgress: String { "\r\u{1B}[2K" }
}
