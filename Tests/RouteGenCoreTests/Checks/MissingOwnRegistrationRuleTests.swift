import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct MissingOwnRegistrationRuleTests {
    let rule = MissingOwnRegistrationRule()

    @Test func theRuleWordsTheGraphsExclusionOnceForCheckAndForGenerate() {
        let graph = Snippet.graph(
            """
            class Parent: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            final class Child: Parent {}
            """)
        #expect(graph.diagnostics.isEmpty, "the graph records the exclusion, it does not word it")
        let generate = Checker.withExclusionWarnings(graph).filter { $0.rule == rule.id }
        #expect(generate.map(\.severity) == [.warning], "generate still reports it")
        let all = Checker.run(CheckContext(graph: graph))
        #expect(all.filter { $0.rule == rule.id }.map(\.message) == generate.map(\.message))
        #expect(
            all.filter { $0.rule == rule.id }.map(CheckSnippet.describe) == [
                "2:13: router Child is not registered: it does not define its own `registerRoutableDestination`; calling it would re-run its superclass's registrations and trap; ZIKRouter asserts when registration finishes in debug builds"
            ])
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
