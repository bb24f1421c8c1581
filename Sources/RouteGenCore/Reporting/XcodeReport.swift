/// `path:line:column: severity: message [rule-id]`, one per line, with absolute paths, coloured
/// when the style says so (only ever on a terminal).
import RouteGenModel

enum XcodeReport {
    static func render(
        _ diagnostics: [Diagnostic], environment: ReportEnvironment, style: TerminalStyle = .plain
    ) -> String {
        diagnostics.map { diagnostic in
            style.render(diagnostic, path: diagnostic.location.map { environment.absolute($0.file) }) + "\n"
        }.joined()
    }
}
