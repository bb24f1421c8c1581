import Foundation
import RouteGenTestSupport
import Testing

/// A copy of `Fixtures/SwiftApp` built with one of the plugins under one engine, and the checks
/// both plugins must pass under both engines: the registered keys, a router added to a dependency
/// registered by the next build, and an unchanged build that leaves the registry and the tool's
/// cache as they were.
///
/// Whether the generator ran is read from the build log: the command's description, which the
/// native engine always prints and Swift Build prints under `-v`. Every build that must run it
/// asserts that the line is there, so a log that stopped showing it would fail those checks rather
/// than make the unchanged build's "not there" pass by default. The unchanged build is also held
/// to the registry, the file list and every cache file keeping their bytes and modification times.
struct PluginConsumer {
    /// What the build log shows when the generator runs.
    static let generatorRan = "Generating route registry for App"

    var app: String
    var scratch: String
    var engine: BuildEngine

    /// Where both engines put the plugin's work directory (registry, file list, cache).
    var workDirectory: String { scratch + "/plugins/outputs/swiftapp/App/destination/RouteGenPlugin" }
    var registry: String { workDirectory + "/RouteRegistry.swift" }

    static var expectedKeys: [String] {
        get throws {
            lines(
                try String(
                    contentsOfFile: Repository.path("Fixtures/SwiftApp/expected-registered-keys.txt"), encoding: .utf8))
        }
    }

    func build() throws -> ProcessOutput {
        try ProcessRunner.run(
            "swift",
            ["build", "--package-path", app, "--scratch-path", scratch, "--product", "App"] + engine.buildArguments)
    }

    /// What the built app prints: one line per registration.
    func runApp() throws -> [String] {
        let binPath = try ProcessRunner.run(
            "swift",
            ["build", "--package-path", app, "--scratch-path", scratch, "--show-bin-path"] + engine.binPathArguments
        ).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try ProcessRunner.run(binPath + "/App", [])
        #expect(run.status == 0, "the app trapped (\(engine)): \(run.stderr)")
        return Self.lines(run.stdout)
    }

    /// The cold build has run: the generator ran and the app registers exactly the expected keys.
    func checkColdBuild(_ cold: ProcessOutput) throws {
        let log = cold.stdout + cold.stderr
        #expect(log.contains(Self.generatorRan), "\(engine): the cold build did not run the generator:\n\(log)")
        #expect(try runApp() == Self.expectedKeys, "\(engine)")
    }

    /// A new public router in a dependency (ProfileKit) is registered after the next build, and an
    /// unchanged build after that runs nothing and touches nothing.
    func checkRebuilds() throws {
        let expected = try Self.expectedKeys
        try Data(Self.zoomRouter.utf8).write(
            to: URL(fileURLWithPath: app + "/Sources/ProfileKit/ZoomViewRouter.swift"))
        let edited = try build()
        let editedLog = edited.stdout + edited.stderr
        try #require(edited.status == 0, "\(engine):\n\(editedLog)")
        #expect(editedLog.contains(Self.generatorRan), "\(engine): the edit did not run the generator:\n\(editedLog)")
        let keys = try runApp()
        #expect(keys.filter { !$0.hasPrefix("ZoomViewRouter ") } == expected, "\(engine)")
        #expect(
            keys.filter { $0.hasPrefix("ZoomViewRouter ") } == ["ZoomViewRouter view ZoomViewController"], "\(engine)")

        let before = try snapshot()
        #expect(before.keys.contains(registry) && before.count >= 3, "\(engine): \(before.keys.sorted())")
        let unchanged = try build()
        let unchangedLog = unchanged.stdout + unchanged.stderr
        #expect(unchanged.status == 0, "\(engine):\n\(unchangedLog)")
        #expect(
            !unchangedLog.contains(Self.generatorRan),
            "\(engine): the unchanged build ran the generator:\n\(unchangedLog)")
        let after = try snapshot()
        for path in Set(before.keys).union(after.keys).sorted() {
            #expect(before[path] == after[path], "\(engine): the unchanged build touched \(path)")
        }
    }

    /// Bytes and modification time (to the nanosecond) of every file in the plugin's work directory.
    func snapshot() throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: workDirectory) else { return states }
        for case let relative as String in walker {
            let path = workDirectory + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            states[path] = FileState(
                bytes: try Data(contentsOf: URL(fileURLWithPath: path)),
                seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        }
        return states
    }

    struct FileState: Equatable {
        var bytes: Data
        var seconds: Int
        var nanoseconds: Int
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    static let zoomRouter = """
        import UIKit
        import ZIKRouter.Internal
        import ZRouter

        public final class ZoomViewController: UIViewController {}

        extension ZoomViewController: ZIKRoutableView {}

        public final class ZoomViewRouter: ZIKAnyViewRouter {
            public override class func registerRoutableDestination() {
                registerView(ZoomViewController.self)
            }

            public override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
                ZoomViewController()
            }
        }

        """
}
