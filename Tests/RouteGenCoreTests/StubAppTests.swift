import Foundation
import Testing
@testable import RouteGenCore

/// Tier 3: the generated Swift compiles against the Linux stand-in of ZIKRouter and registers
/// exactly what the fixture app's routers register — no router missing, none called twice.
@Suite(.serialized)
struct StubAppTests {
    @Test(.timeLimit(.minutes(10)))
    func generatedRegistryBuildsAndRegistersEveryRoute() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        // The app depends on the stub as `../ZIKRouterStub`: copy both, keeping that layout.
        for package in ["ZIKRouterStub", "SwiftApp"] {
            try copyPackage(Repository.path("Fixtures/\(package)"), to: work.path + "/" + package)
        }
        let app = work.path + "/SwiftApp"
        var config = RouteGenConfig()
        config.registryModule = "App"
        let result = Pipeline.run(Pipeline.Input(paths: [app + "/Sources"], config: config))
        #expect(result.exitStatus == 0)
        #expect(result.graph.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.graph.diagnostics.map(\.rendered))")
        let registry = SwiftRegistryEmitter.emit(result.graph, config: config)
        _ = try OutputWriter.write(registry, to: app + "/Sources/App/RouteRegistry.swift")

        let build = try ProcessRunner.run("swift", ["build", "--package-path", app, "--product", "App"])
        try #require(build.status == 0, "fixture build failed:\n\(build.stdout)\n\(build.stderr)")
        let binPath = try ProcessRunner.run("swift", ["build", "--package-path", app, "--show-bin-path"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try ProcessRunner.run(binPath + "/App", [])
        #expect(run.status == 0, "the app trapped: \(run.stderr)")

        let expected = try String(contentsOfFile: Repository.path("Fixtures/SwiftApp/expected-registered-keys.txt"), encoding: .utf8)
        #expect(lines(run.stdout) == lines(expected))
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func copyPackage(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: source) where entry != ".build" && entry != "Package.resolved" {
            try manager.copyItem(atPath: source + "/" + entry, toPath: destination + "/" + entry)
        }
    }
}
