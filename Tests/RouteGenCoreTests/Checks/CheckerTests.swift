import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The runner: ignore comments, severities, and the graph's own diagnostics.
struct CheckerTests {
    @Test func scannerRecordsIgnoreCommentsFromTriviaOnly() {
        let facts = Snippet.facts(
            """
            // routegen:ignore unregistered-route
            let a = 1 // routegen:ignore duplicate-protocol, duplicate-identifier
            /* routegen:ignore adapter-cycle */
            // routegen:ignore
            let text = "// routegen:ignore stale-registry"
            """)
        // A comment on its own line silences the next line; one after code, its own line.
        #expect(
            facts.suppressions == [
                2: ["unregistered-route", "duplicate-protocol", "duplicate-identifier"], 4: ["adapter-cycle"],
            ])
    }

    @Test func ignoreCommentSilencesOnlyItsRuleOnItsLineAndTheNext() {
        let graph = Snippet.graph(
            """
            func go() {
                // routegen:ignore unregistered-route
                Router.to(RoutableView<A>())
                Router.to(RoutableView<B>()) // routegen:ignore unregistered-route
                Router.to(RoutableView<C>()) // routegen:ignore duplicate-protocol

                Router.to(RoutableView<D>())
            }
            """)
        let found = Checker.run(CheckContext(graph: graph)).map { "\($0.location!.line) \($0.rule!)" }
        #expect(found == ["5 unregistered-route", "7 unregistered-route"])
    }

    @Test func graphDiagnosticsPassThroughWithConfiguredSeverities() {
        let graph = Snippet.graph(
            """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(V.self)
                    registerIdentifier(key)
                }

                override func destination(with configuration: ViewRouteConfig) -> Any? {
                    V()
                }
            }

            final class V: UIViewController, ZIKRoutableView {}
            """)
        #expect(
            Checker.run(CheckContext(graph: graph)).map { "\($0.severity) \($0.rule!)" } == [
                "warning dynamic-registration"
            ])
        var config = RouteGenConfig()
        config.resolve.ruleSeverities = ["dynamic-registration": .error]
        #expect(Checker.run(CheckContext(graph: graph, config: config)).map(\.severity) == [.error])
        config.resolve.ruleSeverities = ["dynamic-registration": .off]
        #expect(Checker.run(CheckContext(graph: graph, config: config)).isEmpty)
    }

    @Test func everyRuleHasAUniqueIDAndADocumentedSummary() throws {
        let ids = CheckRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        // The rule table of docs/rules.md, which the README links.
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/rules.md)"))
        let rules = try String(contentsOfFile: Repository.path("docs/rules.md"), encoding: .utf8)
        for rule in CheckRules.all {
            #expect(rules.contains("| [`\(rule.id)`](#\(rule.id)) |"), "docs/rules.md's rule table lacks \(rule.id)")
            #expect(rule.summary.hasSuffix("."))
        }
    }
}
