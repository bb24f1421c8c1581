/// SARIF 2.1.0: one run of the `routegen` driver with the metadata of every rule (id, short
/// description, default level) and one result per diagnostic, with repository-relative URIs.
enum SARIFReport {
    static func render(_ diagnostics: [Diagnostic], environment: ReportEnvironment) -> String {
        var rules: [(id: String, summary: String, level: Diagnostic.Severity)] = environment.rules.map { ($0.id, $0.summary, $0.defaultSeverity) }
        // Input problems (unreadable files, syntax errors) have ids too; list them so every result has a rule.
        for diagnostic in diagnostics {
            let id = diagnostic.rule ?? "input"
            if !rules.contains(where: { $0.id == id }) {
                rules.append((id, "routegen could not read part of the input.", .warning))
            }
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        let results: [JSONValue] = diagnostics.map { diagnostic in
            let id = diagnostic.rule ?? "input"
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(id)),
                ("ruleIndex", .int(ruleIndex[id]!)),
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                members.append(("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(uri(environment.repositoryRelative(location.file))))])),
                        ("region", .object([("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(location.column, 1)))])),
                    ])),
                ])])))
            }
            return .object(members)
        }

        let driver: JSONValue = .object([
            ("name", .string("routegen")),
            ("version", .string(RouteGenVersion.current)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(level(rule.level)))])),
                ])
            })),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("results", .array(results)),
            ])])),
        ]).serialized()
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference (percent-encoding what is not allowed in one);
    /// an absolute path as a `file://` URI.
    static func uri(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80 && allowed.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
