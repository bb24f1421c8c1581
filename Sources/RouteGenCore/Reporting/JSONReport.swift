/// An array of `{file, line, column, severity, rule, message}` objects, paths as reported.
enum JSONReport {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map { diagnostic in
            .object([
                ("file", .optional(diagnostic.location?.file)),
                ("line", diagnostic.location.map { .int($0.line) } ?? .null),
                ("column", diagnostic.location.map { .int($0.column) } ?? .null),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .optional(diagnostic.rule)),
                ("message", .string(diagnostic.message)),
            ])
        }).serialized()
    }
}
