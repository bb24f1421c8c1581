/// SARIF 2.1.0: one run of the `routegen` driver with the metadata of every rule and scanner
/// diagnostic (id, short and full description, help link, default level) and one result per
/// diagnostic, with URIs relative to the repository root, declared as `%SRCROOT%`.
import RouteGenModel

enum SARIFReport {
    static func render(_ diagnostics: [Diagnostic], environment: ReportEnvironment) -> String {
        let rules = rules(for: diagnostics, environment: environment)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = diagnostics.map { result($0, ruleIndex: ruleIndex, environment: environment) }
        let driver: JSONValue = .object([
            ("name", .string("routegen")),
            ("version", .string(RouteGenVersion.current)),
            ("informationUri", .string(RouteGenVersion.homePage)),
            ("rules", .array(rules.map(ruleMetadata))),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        (
                            "originalUriBaseIds",
                            .object([
                                ("%SRCROOT%", .object([("uri", .string(directoryURI(environment.repositoryRoot)))]))
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).serialized()
    }

    /// The run's rules, then the input and scanner ids it reported. Those have ids too: listing
    /// the ones this run reported gives every result a rule, without padding every report with
    /// ids that did not occur.
    private static func rules(
        for diagnostics: [Diagnostic], environment: ReportEnvironment
    ) -> [DiagnosticDescription] {
        var rules = environment.rules.map { DiagnosticDescription(rule: $0.description) }
        for diagnostic in diagnostics {
            let id = diagnostic.rule ?? "input"
            if !rules.contains(where: { $0.id == id }) {
                rules.append(
                    DiagnosticCatalog.description(of: id)
                        ?? DiagnosticDescription(
                            id: id, defaultSeverity: diagnostic.severity,
                            summary: "routegen could not read part of the input.",
                            details: "routegen could not read part of the input; the message says what and where.",
                            isCheckRule: false))
            }
        }
        return rules
    }

    /// One diagnostic as a SARIF result, its file relative to `%SRCROOT%` when it lies below it.
    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: [String: Int], environment: ReportEnvironment
    ) -> JSONValue {
        let id = diagnostic.rule ?? "input"
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(id)),
            ("ruleIndex", .int(ruleIndex[id]!)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
        ]
        if let location = diagnostic.location {
            let relative = environment.repositoryRelative(location.file)
            var artifact: [(String, JSONValue)] = [("uri", .string(uri(relative)))]
            if !relative.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
            if !location.isWholeFile {
                physical.append(
                    (
                        "region",
                        .object([
                            ("startLine", .int(max(location.line, 1))),
                            ("startColumn", .int(max(location.column, 1))),
                        ])
                    ))
            }
            members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        }
        return .object(members)
    }

    /// A rule's descriptions, help and default level, as the driver lists it.
    private static func ruleMetadata(_ rule: DiagnosticDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.details))])),
            ("help", .object([("text", .string(rule.details)), ("markdown", .string(rule.helpMarkdown))])),
            ("helpUri", .string(DiagnosticCatalog.helpURI(for: rule.id))),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The repository root as a `file://` URI ending in `/`, as SARIF requires of a base.
    static func directoryURI(_ path: String) -> String {
        let standardized = StandardPath.standardized(path)
        return uri(standardized.hasSuffix("/") ? standardized : standardized + "/")
    }

    /// A relative path as a URI reference (percent-encoding what is not allowed in one);
    /// an absolute path as a `file://` URI.
    static func uri(_ path: String) -> String {
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
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

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
