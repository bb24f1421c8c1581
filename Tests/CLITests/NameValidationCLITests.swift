import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Names passed on the command line are refused when they are not identifiers of both languages;
/// a router with the registry's name stops the run before anything is written.
struct NameValidationCLITests {
    private let app = Repository.path("Fixtures/SwiftApp/Sources")

    @Test(arguments: [
        ["--module", ""], ["--module", "App Kit"], ["--module-map", "Sources/App=App Kit"],
        ["--import", "Foundation\nlet injected = 1"], ["--registry-name", "class"],
        ["--objc-import", "@import A;\n@import B;"],
    ])
    func badFlagsAreUsageErrors(_ flags: [String]) throws {
        let output = try ProcessRunner.run(try ProcessRunner.routegenBinary(), [app] + flags)
        #expect(output.status == 2, "\(flags)")
        #expect(output.stdout.isEmpty)
        #expect(!output.stderr.isEmpty)
    }

    @Test func routerNamedLikeTheRegistryTypeIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/RouteRegistry.swift",
            """
            import ZIKRouter.Internal

            final class RouteRegistry: ZIKViewRouter<UIViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerIdentifier("registry")
                }
            }

            """)
        let output = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            [tree.path + "/Sources", "--module", "App", "--output", tree.path + "/Out/RouteRegistry.swift"])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "RouteRegistry.swift:3:13: error: router 'RouteRegistry' has the name of the generated registry type"),
            "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/Out/RouteRegistry.swift"))
        let renamed = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            [tree.path + "/Sources", "--module", "App", "--registry-name", "AppRoutes"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
    }
}
