/// GitHub Actions workflow commands: `::error file=Sources/A.swift,line=3,col=5,title=…::message`,
/// with paths relative to the repository, which is what annotations need.
import RouteGenModel

enum GitHubReport {
    static func render(_ diagnostics: [Diagnostic], environment: ReportEnvironment) -> String {
        diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties: [String] = []
            if let location = diagnostic.location {
                properties.append("file=" + escapeProperty(environment.repositoryRelative(location.file)))
                if !location.isWholeFile {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                }
            }
            properties.append("title=" + escapeProperty("routegen" + (diagnostic.rule.map { " " + $0 } ?? "")))
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }.joined()
    }

    /// The escaping of the Actions toolkit (`escapeData`).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escaping of the Actions toolkit (`escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
