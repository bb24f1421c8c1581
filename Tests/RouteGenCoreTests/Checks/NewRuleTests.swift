import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A rule defined here, in one type, reaches everything a rule needs: its examples run, the
/// tables and reference list it, SARIF describes it, and `check` reports it under its id.
private struct LoudIdentifierRule: CheckRule {
    init() {}

    static let description = RuleDescription(
        id: "loud-identifier",
        defaultSeverity: .warning,
        summary: "An identifier is written in capitals.",
        reportedAt: "the registration",
        rationale: "Identifiers are lower-case by the team's convention.",
        triggeringExamples: [
            .swift(
                """
                final class HomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerIdentifier("HOME") // expect: loud-identifier
                    }
                }
                """)
        ],
        nonTriggeringExamples: [
            .objc(
                "HomeViewRouter", header: "@interface HomeViewRouter : ZIKViewRouter\n@end",
                implementation: """
                    #import "HomeViewRouter.h"

                    @implementation HomeViewRouter
                    + (void)registerRoutableDestination {
                        [self registerIdentifier:@"home"];
                    }
                    @end
                    """)
        ]
    )

    func findings(in context: CheckContext) -> [Finding] {
        context.graph.routers.flatMap(\.registrations)
            .filter { $0.kind == .identifier && $0.key == $0.key.uppercased() }
            .map { Finding("identifier \"\($0.key)\" is in capitals", at: $0.location) }
    }
}

struct NewRuleTests {
    @Test func aRuleTypeIsAllARuleNeeds() throws {
        let rule = LoudIdentifierRule()
        let example = try #require(rule.description.triggeringExamples.first)
        #expect(RuleExampleCheck.places(rule, in: example) == example.markedLines(for: rule.id))
        #expect(RuleExampleCheck.places(rule, in: rule.description.nonTriggeringExamples[0]) == [])
        #expect(rule.description.exampleLanguages == [.swift, .objc])

        #expect(
            RuleDocumentation.rulesTable([rule.description]).contains(
                "| [`loud-identifier`](#loud-identifier) | warning | the registration | An identifier is written in capitals. |"
            ))
        let reference = RuleDocumentation.reference([rule.description], others: [])
        #expect(
            reference.contains(
                "### `loud-identifier`\n\nCheck rule, default **warning**, reported at the registration. Identifiers are lower-case"
            ))
        #expect(reference.contains("registerIdentifier(\"HOME\") // expect: loud-identifier"))

        let finding = Diagnostic(
            .warning, "identifier \"HOME\" is in capitals",
            at: SourceLocation(file: "/repo/A.swift", line: 3, column: 9), ruleID: rule.id)
        let environment = ReportEnvironment(workingDirectory: "/repo", repositoryRoot: "/repo", rules: [rule])
        let sarif = try #require(
            try JSONSerialization.jsonObject(
                with: Data(ReportFormat.sarif.render([finding], environment: environment).utf8)) as? [String: Any])
        let driver = try #require(
            (((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]) as? [String: Any])
        let described = try #require((driver["rules"] as? [[String: Any]])?.first)
        #expect(described["id"] as? String == "loud-identifier")
        #expect(
            (described["fullDescription"] as? [String: Any])?["text"] as? String
                == "Identifiers are lower-case by the team's convention.")
        #expect(((described["help"] as? [String: Any])?["markdown"] as? String)?.contains("loud-identifier") == true)
    }
}
