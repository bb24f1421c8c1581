import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Real output validated against the published schemas: SARIF 2.1.0 (OASIS's schema, committed
/// under Tests/Schemas) and routegen's own under docs/schemas. Validation runs python3 with
/// jsonschema (scripts/validate-json.py); when either is missing the tests fail rather than skip,
/// and `.ci/run` installs them.
struct SchemaValidationTests {
    private func routegen(_ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    /// Validates each document (a path, or text written to a scratch file) and returns the
    /// validator's complaints; records an issue when the validator cannot run at all.
    private func problems(schema: String, documents: [(name: String, text: String)]) throws -> String {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = scratch.path + "/\(index)-\(document.name)"
            try document.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let output = try ProcessRunner.run(
            "python3", [Repository.path("scripts/validate-json.py"), Repository.path(schema)] + paths)
        if output.status != 0 && output.status != 1 {
            Issue.record("the schema validator could not run (status \(output.status)): \(output.stderr)")
        }
        return output.stdout + (output.status == 1 && output.stdout.isEmpty ? "invalid" : "")
    }

    private func brokenTree() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory()
        try tree.write("Sources/App/App.swift", CheckCLITests.broken)
        // A scanner diagnostic and a note, so every kind of result is in the report.
        try tree.write(
            "Sources/App/Late.swift",
            """
            import ZRouter
            final class LateRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerIdentifier("late") }
                static func registerLater() { registerIdentifier("later") }
            }
            """)
        return tree
    }

    @Test func sarifValidatesAndDescribesEveryRule() throws {
        let tree = try brokenTree()
        defer { tree.remove() }
        let output = try routegen(["check", "Sources", "Missing.swift", "--format", "sarif"], in: tree.path)
        #expect(output.status == 2)
        #expect(
            try problems(schema: "Tests/Schemas/sarif-2.1.0.json", documents: [("report.sarif", output.stdout)]) == "")

        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == RouteGenVersion.homePage)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect((rule["helpUri"] as? String) == DiagnosticCatalog.rulesDocumentation + "#" + id)
            let full = (rule["fullDescription"] as? [String: Any])?["text"] as? String
            #expect(full?.isEmpty == false, "\(id) has a full description")
            #expect(
                full != "routegen could not read part of the input; the message says what and where.",
                "\(id) has its own description")
        }
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("missing-path") && ids.contains("registration-outside-register"), "\(ids)")
        let results = try #require(run["results"] as? [[String: Any]])
        let missing = try #require(results.first { $0["ruleId"] as? String == "missing-path" })
        let physical = (((missing["locations"] as? [[String: Any]])?.first)?["physicalLocation"]) as? [String: Any]
        #expect(physical?["region"] == nil, "a missing file has no region")
    }

    @Test func sarifSchemaRejectsWhatItShould() throws {
        // The validator is not a rubber stamp: a result without a message is refused.
        let broken = """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "routegen"}}, "results": [{"ruleId": "x"}]}]}
            """
        #expect(try problems(schema: "Tests/Schemas/sarif-2.1.0.json", documents: [("bad.sarif", broken)]) != "")
    }

    @Test func checkJSONValidatesAndCarriesAVersion() throws {
        let tree = try brokenTree()
        defer { tree.remove() }
        let output = try routegen(["check", "Sources", "Missing.swift", "--format", "json"], in: tree.path)
        #expect(output.stdout.contains("\"version\": 1"))
        #expect(
            try problems(schema: "docs/schemas/check-report.schema.json", documents: [("check.json", output.stdout)])
                == "")
        let clean = try routegen([
            "check", Repository.path("Fixtures/SwiftApp/Sources"), "--module", "App", "--format", "json",
        ])
        #expect(
            try problems(schema: "docs/schemas/check-report.schema.json", documents: [("clean.json", clean.stdout)])
                == "")
        let unknownField = output.stdout.replacingOccurrences(of: "\"severity\":", with: "\"level\":")
        #expect(
            try problems(schema: "docs/schemas/check-report.schema.json", documents: [("bad.json", unknownField)]) != ""
        )
    }

    @Test func dumpValidatesAndCarriesAVersion() throws {
        let tree = try brokenTree()
        defer { tree.remove() }
        var documents: [(String, String)] = []
        for arguments in [
            ["dump", Repository.path("Fixtures/SwiftApp/Sources"), "--module", "App"],
            ["dump", Repository.path("Fixtures/MixedApp/Sources"), "--module", "App"],
            ["dump", Repository.path("Fixtures/Scenarios/EdgeCases/Sources"), "--module", "App"],
            ["dump", tree.path + "/Sources", tree.path + "/Gone"],
        ] {
            let output = try routegen(arguments)
            #expect(output.stdout.hasPrefix("{\n  \"version\": \(GraphDumpEmitter.formatVersion),"))
            documents.append(("dump.json", output.stdout))
        }
        #expect(try problems(schema: "docs/schemas/dump.schema.json", documents: documents) == "")
        let tampered = documents[0].1.replacingOccurrences(
            of: "\"registrable\": true", with: "\"registrable\": \"yes\"")
        #expect(try problems(schema: "docs/schemas/dump.schema.json", documents: [("bad.json", tampered)]) != "")
    }

    @Test func configSchemaAcceptsEveryExampleAndRejectsUnknownKeys() throws {
        var documents: [(String, String)] = []
        let fixtures = FileManager.default.enumerator(atPath: Repository.path("Fixtures"))
        while let relative = fixtures?.nextObject() as? String {
            guard (relative as NSString).lastPathComponent == RouteGenConfig.fileName else { continue }
            documents.append(
                ("fixture.yml", try String(contentsOfFile: Repository.path("Fixtures/" + relative), encoding: .utf8)))
        }
        #expect(!documents.isEmpty)
        // Every YAML example in the configuration reference.
        let reference = try String(contentsOfFile: Repository.path("docs/configuration.md"), encoding: .utf8)
        let blocks = reference.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        #expect(!blocks.isEmpty)
        documents += blocks.map { ("docs.yml", $0) }
        for document in documents {
            _ = try ConfigLoader.parse(document.1, path: document.0)
        }
        #expect(try problems(schema: "docs/schemas/routegen-config.schema.json", documents: documents) == "")
        #expect(
            try problems(
                schema: "docs/schemas/routegen-config.schema.json", documents: [("bad.yml", "exclud: [Mocks]\n")]) != ""
        )
        #expect(
            try problems(
                schema: "docs/schemas/routegen-config.schema.json",
                documents: [("bad.yml", "rules:\n  unregistred-route: off\n")]) != "")
    }

    /// The schema lists exactly the keys and rule ids the loader accepts.
    @Test func configSchemaMatchesTheLoader() throws {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: Repository.path("docs/schemas/routegen-config.schema.json")))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigLoader.allowedKeys))
        let rules = try #require(properties["rules"] as? [String: Any])
        let ids = try #require((rules["propertyNames"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(ids) == Set(DiagnosticCatalog.configurableIDs))
    }
}
