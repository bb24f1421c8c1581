/// `{"version": 1, "diagnostics": [{file, line, column, severity, rule, message}…]}`. `file` is
/// absolute (see `ReportEnvironment.absolute`); `line` and `column` are null for a problem with
/// the whole file, and all three for one that belongs to no file. The schema is
/// docs/schemas/check-report.schema.json; `version` changes when a field changes meaning.
import RouteGenModel

enum JSONReport {
    static let version = 1

    static func render(_ diagnostics: [Diagnostic], environment: ReportEnvironment) -> String {
        JSONValue.object([
            ("version", .int(version)),
            (
                "diagnostics",
                .array(
                    diagnostics.map { diagnostic in
                        let location = diagnostic.location
                        let line = location.flatMap { $0.isWholeFile ? nil : $0 }
                        return .object([
                            ("file", .optional(location.map { environment.absolute($0.file) })),
                            ("line", line.map { .int($0.line) } ?? .null),
                            ("column", line.map { .int($0.column) } ?? .null),
                            ("severity", .string(diagnostic.severity.rawValue)),
                            ("rule", .optional(diagnostic.rule)),
                            ("message", .string(diagnostic.message)),
                        ])
                    })
            ),
        ]).serialized()
    }
}
