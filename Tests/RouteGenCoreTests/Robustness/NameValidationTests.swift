import Foundation
import Testing
@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Names written into the generated code are refused when they are not identifiers of both
/// languages; a router with the registry's name is an error, not a registry that fails to compile.
struct NameValidationTests {
    private let app = Repository.path("Fixtures/SwiftApp/Sources")

    @Test func identifiers() {
        for good in ["App", "LoginKit", "_Private", "Module2", "RouteRegistry"] { #expect(SourceIdentifier.isValid(good), "\(good)") }
        for bad in ["", "App Kit", "2App", "App-Kit", "App\nimport Evil", "Läden", "class", "id", "App.Kit"] {
            #expect(!SourceIdentifier.isValid(bad), "\(bad.debugDescription)")
        }
        #expect(SourceIdentifier.isValidModulePath("ZIKRouter.Internal"))
        for bad in ["ZIKRouter.", ".Internal", "ZIKRouter..Internal", "Foundation\nlet x = 1", ""] {
            #expect(!SourceIdentifier.isValidModulePath(bad), "\(bad.debugDescription)")
        }
        #expect(SourceIdentifier.problem("App\nKit", as: "--module")?.contains("App\\u{a}Kit") == true, "the newline is shown, not printed")
    }

    @Test(arguments: [
        ["--module", ""], ["--module", "App Kit"], ["--module-map", "Sources/App=App Kit"],
        ["--import", "Foundation\nlet injected = 1"], ["--registry-name", "class"], ["--objc-import", "@import A;\n@import B;"],
    ])
    func badFlagsAreUsageErrors(_ flags: [String]) throws {
        let output = try ProcessRunner.run(try ProcessRunner.routegenBinary(), [app] + flags)
        #expect(output.status == 2, "\(flags)")
        #expect(output.stdout.isEmpty)
        #expect(!output.stderr.isEmpty)
    }

    @Test func configImportWithANewlineIsRefused() {
        let yaml = "imports:\n  - \"ZIKRouter.Internal\\nlet injected = 1\"\n"
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(yaml, path: ".routegen.yml") }
    }

    @Test func configModuleMapWithAnEmptyFolderIsRefused() {
        let yaml = "module-map:\n  \"\": App\n"
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(yaml, path: ".routegen.yml") }
    }

    @Test func fileListModuleThatIsNotAnIdentifierIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/CheckoutViewRouter.swift", HostileSources.swiftRouter)
        try tree.write("files.txt", "App Kit\t\(tree.path)/Sources/App/CheckoutViewRouter.swift\n")
        let result = Pipeline.run(Pipeline.Input(paths: [], fileLists: [tree.path + "/files.txt"]))
        #expect(result.exitStatus == 1)
        #expect(result.graph.diagnostics.contains { $0.severity == .error && $0.message.contains("'App Kit'") })
    }

    @Test func routerNamedLikeTheRegistryTypeIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/RouteRegistry.swift", """
        import ZIKRouter.Internal

        final class RouteRegistry: ZIKViewRouter<UIViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerIdentifier("registry")
            }
        }

        """)
        let output = try ProcessRunner.run(try ProcessRunner.routegenBinary(), [tree.path + "/Sources", "--module", "App", "--output", tree.path + "/Out/RouteRegistry.swift"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("RouteRegistry.swift:3:13: error: router 'RouteRegistry' has the name of the generated registry type"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/Out/RouteRegistry.swift"))
        let renamed = try ProcessRunner.run(try ProcessRunner.routegenBinary(), [tree.path + "/Sources", "--module", "App", "--registry-name", "AppRoutes"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
    }
}
