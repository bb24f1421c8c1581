import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct UnreachableRouterRuleTests {
    let rule = UnreachableRouterRule()

    @Test func internalRouterOfAnotherModuleIsAnErrorInCheckAndAWarningInGenerate() {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let files: [(path: String, source: String)] = [
            (
                "Sources/FeedKit/Feed.swift",
                "class FeedRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }"
            ),
            (
                "Sources/FeedKit/Public.swift",
                "public class PublicFeedRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
            ),
        ]
        let graph = Snippet.graph(files, config: config)
        #expect(graph.diagnostics.isEmpty)
        #expect(Checker.withExclusionWarnings(graph).filter { $0.rule == rule.id }.map(\.severity) == [.warning])
        let checked = Checker.run(CheckContext(graph: graph, config: config)).filter { $0.rule == rule.id }
        #expect(checked.map(\.severity) == [.error])
        #expect(
            checked.first?.message
                == "router FeedRouter is not registered: internal to module FeedKit but the registry is compiled in App: make it public or open"
        )
    }

    @Test func severityComesFromTheConfiguration() {
        var config = RouteGenConfig()
        config.resolve.ruleSeverities = [rule.id: .warning]
        let graph = Snippet.graph(
            """
            private class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(V.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> Any? {
                    V()
                }
            }

            final class V: UIViewController, ZIKRoutableView {}
            """)
        let found = Checker.run(CheckContext(graph: graph, config: config))
        #expect(found.filter { $0.rule == rule.id }.map(\.severity) == [.warning])
        // V, which only the router nobody calls registers, is a finding of its own rule.
        #expect(found.filter { $0.rule != rule.id }.map(\.rule) == ["unregistered-routable-class"])
        config.resolve.ruleSeverities = [rule.id: .off]
        #expect(Checker.run(CheckContext(graph: graph, config: config)).map(\.rule) == ["unregistered-routable-class"])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
