import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The way users consume routegen: `Fixtures/SwiftApp` applies `RouteGenPlugin` to its App
/// target, builds against the Linux stand-in of ZIKRouter, and must register exactly what its
/// routers register — no router missing, none called twice. One test, because every build of the
/// fixture compiles routegen and swift-syntax in debug: cold build and run, an edit in a dependency
/// (the generator runs again), an unchanged build (it does not), the command plugin, and a hidden
/// router (the build fails with its name).
@Suite(.serialized)
struct StubAppTests {
    /// What the build log shows when the generator runs.
    private let generatorRan = "Generating route registry for App"

    @Test(.timeLimit(.minutes(30)))
    func pluginBuildsTheRegistryAndRerunsOnlyWhenSourcesChange() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        // The fixture depends on routegen as `../..` and on the stub as `../ZIKRouterStub`: copy the
        // package's manifest, sources and plugins, and both fixtures, keeping that layout.
        let root = work.path + "/routegen"
        for item in ["Package.swift", "Sources", "Plugins", "Fixtures/SwiftApp", "Fixtures/ZIKRouterStub"] {
            try copy(Repository.path(item), to: root + "/" + item)
        }
        let app = root + "/Fixtures/SwiftApp"
        // Kept under the repository's .build so that swift-syntax is compiled once per machine, not
        // once per test run; the copied sources are new each time, so the plugin still runs cold.
        let scratch = Repository.path(".build/fixture-SwiftApp")
        let expected = lines(
            try String(
                contentsOfFile: Repository.path("Fixtures/SwiftApp/expected-registered-keys.txt"), encoding: .utf8))

        // 1. Cold: the plugin generates the registry and the app registers exactly the expected keys.
        let cold = try build(app, scratch: scratch)
        try #require(cold.status == 0, "fixture build failed:\n\(cold.stdout)\n\(cold.stderr)")
        #expect(cold.stdout.contains(generatorRan), "\(cold.stdout)")
        #expect(try runApp(app, scratch: scratch) == expected)

        // 2. A new public router in a dependency (ProfileKit): the generator runs again, and the
        //    warm run registers it with everything else.
        try write(app + "/Sources/ProfileKit/ZoomViewRouter.swift", zoomRouter(access: "public"))
        let edited = try build(app, scratch: scratch)
        try #require(edited.status == 0, "\(edited.stdout)\n\(edited.stderr)")
        #expect(edited.stdout.contains(generatorRan))
        let keys = try runApp(app, scratch: scratch)
        #expect(keys.filter { !$0.hasPrefix("ZoomViewRouter ") } == expected)
        #expect(keys.filter { $0.hasPrefix("ZoomViewRouter ") } == ["ZoomViewRouter view ZoomViewController"])

        // 3. Nothing changed: SwiftPM does not run the generator.
        let unchanged = try build(app, scratch: scratch)
        #expect(unchanged.status == 0)
        #expect(!unchanged.stdout.contains(generatorRan), "\(unchanged.stdout)")

        // 4. The command plugin: `check` passes, and `generate` writes the same registry into the
        //    target's folder as the build plugin wrote into its work directory.
        let check = try swiftPackage(app, scratch: scratch, ["routegen", "check", "--target", "App"])
        #expect(check.status == 0, "\(check.stdout)\n\(check.stderr)")
        #expect(!(check.stdout + check.stderr).contains("error:"), "a clean app has no findings")
        let generate = try swiftPackage(
            app, scratch: scratch, ["--allow-writing-to-package-directory", "routegen", "generate", "--target", "App"])
        #expect(generate.status == 0, "\(generate.stdout)\n\(generate.stderr)")
        let committed = app + "/Sources/App/RouteRegistry.swift"
        let pluginOutput = scratch + "/plugins/outputs/swiftapp/App/destination/RouteGenPlugin/RouteRegistry.swift"
        #expect(FileManager.default.contents(atPath: committed) == FileManager.default.contents(atPath: pluginOutput))
        #expect(FileManager.default.contents(atPath: committed) != nil)
        try FileManager.default.removeItem(atPath: committed)

        // 5. The router made internal: the registry cannot call it, so the build fails and says
        //    which router and what to change, instead of a compile error in generated code.
        try write(app + "/Sources/ProfileKit/ZoomViewRouter.swift", zoomRouter(access: "internal"))
        let hidden = try build(app, scratch: scratch)
        #expect(hidden.status != 0)
        let log = hidden.stdout + hidden.stderr
        #expect(
            log.contains(
                "error: router ZoomViewRouter is not registered: internal to module ProfileKit but the registry is compiled in App: make it public or open"
            ), "\(log)")
        // … and the command plugin's `check` says the same, through `routegen check`.
        let failingCheck = try swiftPackage(app, scratch: scratch, ["routegen", "check", "--target", "App"])
        #expect(failingCheck.status != 0)
        #expect(
            (failingCheck.stdout + failingCheck.stderr).contains("ZoomViewRouter")
                && (failingCheck.stdout + failingCheck.stderr).contains("[unreachable-router]"),
            "\(failingCheck.stdout)\n\(failingCheck.stderr)")
    }

    private func zoomRouter(access: String) -> String {
        """
        import UIKit
        import ZIKRouter.Internal
        import ZRouter

        \(access) final class ZoomViewController: UIViewController {}

        extension ZoomViewController: ZIKRoutableView {}

        \(access) final class ZoomViewRouter: ZIKAnyViewRouter {
            \(access) override class func registerRoutableDestination() {
                registerView(ZoomViewController.self)
            }

            \(access) override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
                ZoomViewController()
            }
        }

        """
    }

    private func build(_ app: String, scratch: String) throws -> ProcessOutput {
        try ProcessRunner.run("swift", ["build", "--package-path", app, "--scratch-path", scratch, "--product", "App"])
    }

    private func swiftPackage(_ app: String, scratch: String, _ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.run("swift", ["package", "--package-path", app, "--scratch-path", scratch] + arguments)
    }

    private func runApp(_ app: String, scratch: String) throws -> [String] {
        let binPath = try ProcessRunner.run(
            "swift", ["build", "--package-path", app, "--scratch-path", scratch, "--show-bin-path"]
        ).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try ProcessRunner.run(binPath + "/App", [])
        #expect(run.status == 0, "the app trapped: \(run.stderr)")
        return lines(run.stdout)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Copies a file or folder, leaving out build products and resolved pins.
    private func copy(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            try manager.copyItem(atPath: source, toPath: destination)
            return
        }
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: source)
        where entry != ".build" && entry != "Package.resolved" {
            try manager.copyItem(atPath: source + "/" + entry, toPath: destination + "/" + entry)
        }
    }
}
