import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Every fixture app in the repository, checked with every rule: no false errors.
struct FixtureAppsCheckTests {
    private func check(_ folder: String, module: String?) -> [Diagnostic] {
        var config = RouteGenConfig()
        config.resolve.registryModule = module
        let result = Pipeline.run(Pipeline.Input(paths: [Repository.path(folder)], config: config))
        return Checker.run(CheckContext(graph: result.graph, config: config))
    }

    @Test func swiftAppIsClean() {
        #expect(check("Fixtures/SwiftApp/Sources", module: "App").map(\.rendered) == [])
        // The stub declares the framework's own classes: none of them is a user router, and a scan
        // of it alone says so.
        #expect(check("Fixtures/ZIKRouterStub", module: nil).map { $0.rule } == ["no-routers"])
    }

    /// The mixed app's only finding is its deliberately header-less router.
    @Test func mixedAppHasNoErrors() {
        let found = check("Fixtures/MixedApp/Sources", module: "App").map { "\($0.severity) \($0.rule!)" }
        #expect(found == ["warning header-less-router"])
    }

    /// EdgeCases is a generator scenario with two real mistakes on purpose; nothing else fires.
    @Test func edgeCasesScenarioHasOnlyItsTwoRealErrors() {
        let found = check("Fixtures/Scenarios/EdgeCases", module: "App").map {
            "\($0.severity) \($0.rule!) \(($0.location!.file as NSString).lastPathComponent):\($0.location!.line)"
        }
        #expect(
            found == [
                // MaintenanceAdapter adapts to StatusInput, which nothing in the scenario registers.
                "error dangling-adapter Platform.swift:49",
                // InternalFeedRouter is internal to FeedKit; the registry lives in App.
                "error unreachable-router FeedRouters.swift:25",
            ])
    }

    @Test(arguments: CheckRules.all.map(\.id))
    func passingRuleFixturesAreCleanForEveryRule(rule: String) {
        for language in ["Swift", "ObjC"] {
            let folder = "Fixtures/Check/\(language)/\(rule)/passing"
            // A rule whose passing cases fit in one file keeps them as examples (RuleExampleTests).
            guard FileManager.default.fileExists(atPath: Repository.path(folder)) else { continue }
            let errors = check(folder, module: nil).filter { $0.severity == .error }
            #expect(errors.map(\.rendered) == [], "\(folder)")
        }
    }
}
