import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `Fixtures/DemoApp`: runtime-exclusive registrations, a default-dependency helper in a framework
/// header, a typealiased composition and block-route adapters, in both languages. The app is correct,
/// so `check` must find no error in it; faults seeded into a copy must be found at the right line.
struct DemoAppCheckTests {
    private static let sources = "Fixtures/DemoApp/Sources"

    /// `severity rule File:line` for every finding over the folder.
    private func findings(in folder: String) -> [String] {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let result = Pipeline.run(Pipeline.Input(paths: [folder], config: config))
        return Checker.run(CheckContext(graph: result.graph, config: config)).map { diagnostic in
            let place = diagnostic.location.map { ($0.file as NSString).lastPathComponent + ":\($0.line)" } ?? "-"
            return "\(diagnostic.severity) \(diagnostic.rule ?? "-") \(place)"
        }
    }

    /// A copy of the app with `edit` applied to one file, checked.
    private func findingsAfter(
        editing file: String, _ edit: (String) -> String
    ) throws -> (findings: [String], text: String) {
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        let root = Repository.path(Self.sources)
        for relative in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            var text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            if relative == file {
                let edited = edit(text)
                #expect(edited != text, "the seeded fault did not change \(file)")
                text = edited
            }
            try copy.write("Sources/" + relative, text)
        }
        let editedText = try String(contentsOfFile: copy.path + "/Sources/" + file, encoding: .utf8)
        return (findings(in: copy.path + "/Sources"), editedText)
    }

    /// The 1-based line of the first line containing `needle`.
    private func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    private func line(of needle: String, inFixture file: String) throws -> Int {
        line(of: needle, in: try String(contentsOfFile: Repository.path(Self.sources + "/" + file), encoding: .utf8))
    }

    @Test func theAppAsWrittenHasNoFinding() {
        #expect(findings(in: Repository.path(Self.sources)) == [])
    }

    @Test func deletingTheHelperCallLeavesTheLoginModulesRequestUnregistered() throws {
        let result = try findingsAfter(editing: "App/DemoRouteAdapter.m") {
            $0.replacingOccurrences(of: "    registerDependencyOfZIKLoginModule();\n", with: "")
        }
        let use = try line(
            of: "ZIKRouterToViewModule(ZIKLoginModuleRequiredAlertInput)",
            inFixture: "ZIKLoginModule/ZIKLoginViewRouter.m")
        #expect(result.findings.contains("error unregistered-route ZIKLoginViewRouter.m:\(use)"))
        // The declared protocol no longer resolves either, which ZIKRouter's launch check asserts on.
        #expect(result.findings.filter { $0.hasPrefix("error") }.count == 2, "\(result.findings)")
        #expect(result.findings.contains { $0.hasPrefix("error unregistered-declaration ") }, "\(result.findings)")
    }

    @Test func deletingAReceiverRegistrationLeavesTheAppsRequestUnregistered() throws {
        let result = try findingsAfter(editing: "App/DemoRouteAdapter.m") {
            $0.replacingOccurrences(
                of: "    [ZIKLoginViewRouter registerViewProtocol:ZIKRoutable(RequiredLoginViewInput)];\n", with: "")
        }
        let use = try line(of: "ZIKRouterToView(RequiredLoginViewInput)", inFixture: "App/MainViewController.m")
        #expect(result.findings.contains("error unregistered-route MainViewController.m:\(use)"))
        // The declared protocol no longer resolves either, which ZIKRouter's launch check asserts on.
        #expect(result.findings.filter { $0.hasPrefix("error") }.count == 2, "\(result.findings)")
        #expect(result.findings.contains { $0.hasPrefix("error unregistered-declaration ") }, "\(result.findings)")
    }

    @Test func deletingTheCompositionAdapterLeavesTheTypealiasedRequestUnregistered() throws {
        let result = try findingsAfter(editing: "App/RequiredInfoViewInput.swift") {
            $0.replacingOccurrences(
                of:
                    "        register(adapter: RoutableView<ZIKInfoViewProtocol & UIViewController>(),\n                 forAdaptee: RoutableView<ZIKInfoViewProtocol>())\n",
                with: "")
        }
        let use = try line(
            of: "to: RoutableView<RequiredInfoViewInput>()", inFixture: "App/ProfileViewController.swift")
        #expect(result.findings.contains("error unregistered-route ProfileViewController.swift:\(use)"))
        // The declared protocol no longer resolves either, which ZIKRouter's launch check asserts on.
        #expect(result.findings.filter { $0.hasPrefix("error") }.count == 2, "\(result.findings)")
        #expect(result.findings.contains { $0.hasPrefix("error unregistered-declaration ") }, "\(result.findings)")
    }

    @Test func aSwiftDuplicateInTheSameRuntimeBranchIsReportedAtBothLines() throws {
        let registration = "            register(RoutableService<SwiftServiceInput>())\n"
        let result = try findingsAfter(editing: "App/SwiftServiceRouter.swift") {
            $0.replacingOccurrences(of: registration, with: registration + registration)
        }
        let first = line(of: "register(RoutableService<SwiftServiceInput>())", in: result.text)
        #expect(
            result.findings.filter { $0.hasPrefix("error") }.sorted() == [
                "error duplicate-protocol SwiftServiceRouter.swift:\(first)",
                "error duplicate-protocol SwiftServiceRouter.swift:\(first + 1)",
            ])
    }

    @Test func anObjectiveCDuplicateThatCanRunWithTheAdapterIsReported() throws {
        let registration = "    [self registerModuleProtocol:ZIKRoutable(ZIKCompatibleAlertModuleInput)];\n"
        let added = "    [self registerModuleProtocol:ZIKRoutable(RequiredCompatibleAlertModuleInput)];\n"
        let result = try findingsAfter(editing: "ZIKAlertModule/ZIKCompatibleAlertViewRouter.m") {
            $0.replacingOccurrences(of: registration, with: registration + added)
        }
        let router = line(of: "ZIKRoutable(RequiredCompatibleAlertModuleInput)", in: result.text)
        let adapter = try line(
            of: "[self registerModuleAdapter:ZIKRoutable(RequiredCompatibleAlertModuleInput)",
            inFixture: "App/DemoRouteAdapter.m")
        #expect(
            result.findings.filter { $0.hasPrefix("error") }.sorted() == [
                "error duplicate-protocol DemoRouteAdapter.m:\(adapter)",
                "error duplicate-protocol ZIKCompatibleAlertViewRouter.m:\(router)",
            ])
    }

    @Test func anObjectiveCDuplicateOutsideTheRuntimeBranchIsReported() throws {
        // Moving the router's protocol registration out of its `if (TEST_BLOCK_ROUTES == 0)` makes it
        // run together with the adapter's block route in the `else` branch.
        let result = try findingsAfter(editing: "App/AppTimeServiceRouter.m") {
            $0.replacingOccurrences(
                of:
                    "    if (TEST_BLOCK_ROUTES == 0) {\n        [self registerServiceProtocol:ZIKRoutable(AppTimeServiceInput)];\n    }\n",
                with: "    [self registerServiceProtocol:ZIKRoutable(AppTimeServiceInput)];\n")
        }
        let router = line(of: "registerServiceProtocol:ZIKRoutable(AppTimeServiceInput)", in: result.text)
        let blockRoute = try line(
            of: ".registerDestinationProtocol(ZIKRoutable(AppTimeServiceInput))",
            inFixture: "App/AppServiceRouteAdapter.m")
        #expect(
            result.findings.filter { $0.hasPrefix("error") }.sorted() == [
                "error duplicate-protocol AppServiceRouteAdapter.m:\(blockRoute)",
                "error duplicate-protocol AppTimeServiceRouter.m:\(router)",
            ])
    }
}
