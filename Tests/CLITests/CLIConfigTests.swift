import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The CLI with a config file, a file list with modules, the cache and strict visibility: the
/// options the build plugin relies on.
struct CLIConfigTests {
    private func routegen(_ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    private let publicRouter = """
        public final class LoginViewRouter: ZIKAnyViewRouter {
            public override class func registerRoutableDestination() { registerView(LoginViewController.self) }
        }
        """

    @Test func configFileIsFoundAboveSourcesAndCommandLineWins() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("App/Sources/App/LoginViewRouter.swift", publicRouter)
        try tree.write(
            "App/Sources/App/Mocks/MockViewRouter.swift",
            publicRouter.replacingOccurrences(of: "LoginViewRouter", with: "MockViewRouter"))
        try tree.write(
            "App/.routegen.yml", "registry-name: AppRoutes\nexclude: [Mocks]\nimports: [ZIKRouter.Internal, ZRouter]\n")
        let found = try routegen([tree.path + "/App/Sources"])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("enum AppRoutes {"))
        #expect(found.stdout.contains("import ZRouter\n"))
        #expect(!found.stdout.contains("MockViewRouter"), "excluded by the config's glob")
        let overridden = try routegen([tree.path + "/App/Sources", "--registry-name", "Other"])
        #expect(overridden.stdout.contains("enum Other {"))
        let ignored = try routegen([tree.path + "/App/Sources", "--no-config"])
        #expect(ignored.stdout.contains("enum RouteRegistry {"))
        #expect(ignored.stdout.contains("MockViewRouter"))
    }

    @Test func brokenConfigIsExitTwoAndNothingIsWritten() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/LoginViewRouter.swift", publicRouter)
        try tree.write("routegen.yml", "module: App\nregistry_name: Routes\n")
        let output = try routegen([
            tree.path + "/Sources", "--config", tree.path + "/routegen.yml", "--output-dir", tree.path + "/Generated",
        ])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "\(tree.path)/routegen.yml:2:1: error: unknown key 'registry_name' (did you mean 'registry-name'?); allowed keys: include, exclude,"
            ))
        #expect(output.stderr.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/Generated"))
        let missing = try routegen([tree.path + "/Sources", "--config", tree.path + "/nope.yml"])
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
    }

    @Test func ruleSeveritiesApplyToGenerate() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/Hidden.swift",
            publicRouter.replacingOccurrences(
                of: "public final class LoginViewRouter", with: "private final class HiddenViewRouter"))
        let warned = try routegen([tree.path + "/Sources", "--no-config"])
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning: router HiddenViewRouter is not registered"))
        try tree.write("off.yml", "rules: {unreachable-router: off}\n")
        let silenced = try routegen([tree.path + "/Sources", "--config", tree.path + "/off.yml"])
        #expect(silenced.status == 0)
        #expect(silenced.stderr.isEmpty)
        try tree.write("error.yml", "rules: {unreachable-router: error}\n")
        let failed = try routegen([tree.path + "/Sources", "--config", tree.path + "/error.yml"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("error: router HiddenViewRouter is not registered"))
        #expect(failed.stdout.isEmpty)
    }

    /// What the build plugin runs: a `MODULE<TAB>PATH` file list, the exact output file, the cache
    /// and strict visibility.
    @Test func pluginInvocation() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        // Folders whose names say nothing about their modules: only the file list does.
        try tree.write("a/LoginViewRouter.swift", publicRouter)
        try tree.write(
            "b/ProfileViewRouter.swift",
            """
            final class ProfileViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(ProfileViewController.self) }
            }
            """)
        try tree.write("c/main.swift", "RouteRegistry.registerAllRoutes()")
        try tree.write("files.txt", "LoginKit\t\(tree.path)/a/LoginViewRouter.swift\nApp\t\(tree.path)/c/main.swift\n")
        let output = tree.path + "/work/RouteRegistry.swift"
        let arguments = [
            "generate", "--file-list", tree.path + "/files.txt", "--module", "App", "--no-config",
            "--output", output, "--cache-dir", tree.path + "/work/cache", "--strict-visibility", "--timings",
        ]
        let cold = try routegen(arguments)
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.stderr.contains("s   0 answered from the cache"))
        #expect(cold.stderr.contains("s   2 parsed"))
        let registry = try String(contentsOfFile: output, encoding: .utf8)
        #expect(registry.contains("import LoginKit\n"))
        #expect(registry.contains("LoginViewRouter.registerRoutableDestination()"))
        let warm = try routegen(arguments)
        #expect(warm.stderr.contains("s   2 answered from the cache"))
        #expect(warm.stderr.contains("s   0 parsed"))

        // An internal router in another module: the build must fail, naming it and the fix.
        try tree.write(
            "files.txt",
            "LoginKit\t\(tree.path)/a/LoginViewRouter.swift\nProfileKit\t\(tree.path)/b/ProfileViewRouter.swift\nApp\t\(tree.path)/c/main.swift\n"
        )
        let hidden = try routegen(arguments)
        #expect(hidden.status == 1)
        #expect(
            hidden.stderr.contains(
                "\(tree.path)/b/ProfileViewRouter.swift:1:13: error: router ProfileViewRouter is not registered: internal to module ProfileKit but the registry is compiled in App: make it public or open [unreachable-router]"
            ), "\(hidden.stderr)")
        #expect(hidden.stderr.contains("s   2 answered from the cache"))
        #expect(hidden.stderr.contains("s   1 parsed"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == registry, "the old registry is kept")
        // Without the flag it stays a warning and the router is left out.
        let lenient = try routegen(arguments.filter { $0 != "--strict-visibility" })
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: router ProfileViewRouter is not registered"))
    }
}
