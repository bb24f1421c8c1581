import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The four renderings of the same diagnostics.
struct ReportFormatTests {
    static let diagnostics = [
        Diagnostic(
            .error, "view protocol P is not registered: 50% done, a\nb",
            at: SourceLocation(file: "Sources/App/A, B.swift", line: 3, column: 5), ruleID: "unregistered-route"),
        Diagnostic(
            .warning, "declared but not registered",
            at: SourceLocation(file: "/repo/Sources/App/B.swift", line: 1, column: 1),
            ruleID: "unregistered-declaration"),
        Diagnostic(.note, "no location", rule: .syntaxError),
    ]
    static let environment = ReportEnvironment(workingDirectory: "/repo/Sub", repositoryRoot: "/repo")

    /// One line per diagnostic: the line break in the message is written as `\n`.
    @Test func xcode() {
        #expect(
            ReportFormat.xcode.render(Self.diagnostics, environment: Self.environment) == """
                /repo/Sub/Sources/App/A, B.swift:3:5: error: view protocol P is not registered: 50% done, a\\nb [unregistered-route]
                /repo/Sources/App/B.swift:1:1: warning: declared but not registered [unregistered-declaration]
                note: no location [syntax-error]

                """)
        #expect(ReportFormat.xcode.render([], environment: Self.environment) == "")
    }

    @Test func githubAnnotationsUseRepositoryRelativePathsAndEscape() {
        #expect(
            ReportFormat.github.render(Self.diagnostics, environment: Self.environment) == """
                ::error file=Sub/Sources/App/A%2C B.swift,line=3,col=5,title=routegen unregistered-route::view protocol P is not registered: 50%25 done, a%0Ab
                ::warning file=Sources/App/B.swift,line=1,col=1,title=routegen unregistered-declaration::declared but not registered
                ::notice title=routegen syntax-error::no location

                """)
    }

    @Test func jsonIsAVersionedListOfDiagnostics() throws {
        let text = ReportFormat.json.render(
            Self.diagnostics + [Diagnostic(.error, "gone", at: .wholeFile("Gone"), rule: .missingPath)],
            environment: Self.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let array = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(array.count == 4)
        #expect(array[0]["file"] as? String == "/repo/Sub/Sources/App/A, B.swift")
        #expect(array[3]["file"] as? String == "/repo/Sub/Gone")
        #expect(array[3]["line"] is NSNull && array[3]["column"] is NSNull)
        #expect(array[0]["line"] as? Int == 3)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["rule"] as? String == "unregistered-route")
        #expect(array[2]["file"] is NSNull)
    }

    @Test func sarifHasRuleMetadataAndResults() throws {
        let text = ReportFormat.sarif.render(Self.diagnostics, environment: Self.environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "routegen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String }.starts(with: CheckRules.all.map(\.id)))
        #expect(rules.contains { $0["id"] as? String == "syntax-error" }, "input diagnostics get a rule too")
        let first = try #require(rules.first)
        #expect((first["shortDescription"] as? [String: Any])?["text"] as? String == UnregisteredRouteRule().summary)
        #expect((first["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        #expect(
            results.map { $0["ruleId"] as? String } == [
                "unregistered-route", "unregistered-declaration", "syntax-error",
            ])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let location = try #require(
            (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sub/Sources/App/A,%20B.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect(results[2]["locations"] == nil)
        #expect((location["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        #expect((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String == "file:///repo/")
        #expect(driver["informationUri"] as? String == RouteGenVersion.homePage)
        let syntax = try #require(rules.first { $0["id"] as? String == "syntax-error" })
        #expect(
            (syntax["fullDescription"] as? [String: Any])?["text"] as? String
                == DiagnosticCatalog.description(of: "syntax-error")?.details)
        #expect(syntax["helpUri"] as? String == DiagnosticCatalog.rulesDocumentation + "#syntax-error")
    }
}
