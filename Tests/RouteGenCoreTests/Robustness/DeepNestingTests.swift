import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Nesting that used to overflow the parsers' stacks, or that a debug build of SwiftParser
/// refused at 20 levels while swiftc accepts it.
struct DeepNestingTests {
    private func swiftFacts(_ source: String) -> FileFacts {
        Pipeline.facts(path: "Sources/App/CheckoutViewRouter.swift", text: source)
    }

    private func routerNames(_ facts: FileFacts) -> [String] { facts.classes.map(\.name) }

    @Test func swiftUIBodyTwentyDeepKeepsTheRouterAfterIt() {
        let facts = swiftFacts(HostileSources.swiftUIBody(depth: 20) + HostileSources.swiftRouter)
        #expect(routerNames(facts).contains("CheckoutViewRouter"))
        #expect(facts.diagnostics.isEmpty, "\(facts.diagnostics.map(\.rendered))")
    }

    @Test func callsEightDeepInsideAClosureKeepTheRouterAfterThem() {
        let calls = HostileSources.nested("f(", ")", depth: 8, middle: "1")
        let source = """
            let formatter: () -> Int = {
                let values = [1, 2, 3].map { value in
                    \(calls)
                }
                return values.count
            }

            """ + HostileSources.swiftRouter
        let facts = swiftFacts(source)
        #expect(routerNames(facts).contains("CheckoutViewRouter"))
        #expect(facts.diagnostics.isEmpty, "\(facts.diagnostics.map(\.rendered))")
    }

    @Test func nestingJustUnderTheLimitIsAccepted() {
        let depth = SwiftFileScanner.maximumNestingLevel - 8
        let facts = swiftFacts(
            "let deep = " + HostileSources.nested("(", ")", depth: depth, middle: "1") + "\n"
                + HostileSources.swiftRouter)
        #expect(routerNames(facts).contains("CheckoutViewRouter"))
        #expect(!facts.diagnostics.contains { $0.severity == .error })
    }

    /// Past the limit the rest of the file is unknown: an error that names the file, never a crash
    /// and never a quiet loss.
    @Test(arguments: ["array literal", "#if", "parentheses"])
    func nestingPastTheLimitIsAnErrorNotACrash(kind: String) {
        let hostile =
            switch kind {
            case "array literal": "let deep = " + HostileSources.nested("[", "]", depth: 100_000, middle: "1")
            case "#if": HostileSources.nested("#if DEBUG\n", "#endif\n", depth: 2_500, middle: "let x = 1\n")
            default: "let deep = " + HostileSources.nested("(", ")", depth: 100_000, middle: "1")
            }
        let facts = swiftFacts(hostile + "\n" + HostileSources.swiftRouter)
        let errors = facts.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == ["nesting-too-deep"], "\(kind)")
        #expect(errors.first?.location?.file == "Sources/App/CheckoutViewRouter.swift")
    }

    /// Generic arguments do not count towards the parser's nesting limit; deep ones parse
    /// (on the large stack) and the router is kept.
    @Test func deeplyNestedGenericArgumentsAreNotACrash() {
        // Closed with `> > >`: a long run `>>>…>` is refused by the guard instead (PathologicalInputTests).
        let facts = swiftFacts(
            "typealias Deep = " + HostileSources.nested("A<", "> ", depth: 1_000, middle: "B") + "\n"
                + HostileSources.swiftRouter)
        #expect(routerNames(facts).contains("CheckoutViewRouter"))
        #expect(facts.diagnostics.isEmpty, "\(facts.diagnostics.map(\.rendered))")
    }

    @Test func pipelineFailsTheRunForAFileTooDeepToParse() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/CheckoutViewRouter.swift",
            "let deep = " + HostileSources.nested("[", "]", depth: 5_000, middle: "1") + "\n"
                + HostileSources.swiftRouter)
        for jobs in [1, 2] {
            let result = Pipeline.run(Pipeline.Input(paths: [tree.path], jobs: jobs))
            #expect(result.exitStatus == 1)
            #expect(
                result.graph.diagnostics.contains {
                    $0.rule == "nesting-too-deep" && $0.location?.file.hasSuffix("CheckoutViewRouter.swift") == true
                })
        }
    }

    @Test func objectiveCFunctionOfHundredThousandNestedBracesKeepsTheRouter() {
        let function = "static void deep(void) " + HostileSources.nested("{", "}", depth: 100_000, middle: "") + "\n"
        let facts = Pipeline.facts(
            path: "Sources/App/CheckoutViewRouter.m",
            text: HostileSources.objcHeader + function + HostileSources.objcImplementation)
        #expect(routerNames(facts).contains("CheckoutViewRouter"))
        #expect(facts.registrations.map(\.key).contains("checkout"))
    }
}
