import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The binary build plugin (Plugins/Binary) the way an app adopts it: `make-artifactbundle.sh`
/// packs this test run's `routegen`, the plugin package uses that bundle through a binary target,
/// and `Fixtures/SwiftApp` builds with it. The app must register exactly its routers, and the clean
/// build must not compile swift-syntax, which is the point of the binary plugin.
@Suite(.serialized)
struct BinaryPluginTests {
    @Test(.timeLimit(.minutes(20)))
    func appBuildsWithTheBinaryPluginWithoutCompilingSwiftSyntax() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }

        // 1. The bundle, from the routegen binary built for these tests.
        let bundleFolder = work.path + "/bundle"
        let pack = try ProcessRunner.run(
            Repository.path("scripts/make-artifactbundle.sh"),
            ["--binary", try ProcessRunner.routegenBinary(), "--output", bundleFolder])
        try #require(pack.status == 0, "\(pack.stdout)\n\(pack.stderr)")
        let checksum = pack.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(checksum.count == 64 && checksum.allSatisfy(\.isHexDigit), "the checksum line: \(checksum)")
        let info =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bundleFolder + "/routegen.artifactbundle/info.json")))
            as? [String: Any]
        let artifact = (info?["artifacts"] as? [String: Any])?["routegen"] as? [String: Any]
        #expect(artifact?["type"] as? String == "executable")

        // 2. The plugin package, with its linked sources copied as files (as a release publishes
        //    it), and the bundle next to its manifest. The fixture app depends on `../..` named
        //    `routegen`, so the plugin package takes that place and the app's manifest is unchanged.
        let plugins = work.path + "/routegen"
        let copied = try ProcessRunner.run("/bin/cp", ["-RL", Repository.path("Plugins/Binary"), plugins])
        try #require(copied.status == 0, "\(copied.stderr)")
        try FileManager.default.copyItem(
            atPath: bundleFolder + "/routegen.artifactbundle.zip", toPath: plugins + "/routegen.artifactbundle.zip")
        try FileManager.default.createDirectory(atPath: plugins + "/Fixtures", withIntermediateDirectories: true)
        for fixture in ["SwiftApp", "ZIKRouterStub"] {
            let done = try ProcessRunner.run(
                "/bin/cp", ["-R", Repository.path("Fixtures/" + fixture), plugins + "/Fixtures/" + fixture])
            try #require(done.status == 0, "\(done.stderr)")
        }
        let app = plugins + "/Fixtures/SwiftApp"
        let scratch = work.path + "/scratch"

        // 3. A clean build: the plugin runs the packed tool; swift-syntax is neither fetched nor built.
        let build = try ProcessRunner.run(
            "swift", ["build", "--package-path", app, "--scratch-path", scratch, "--product", "App"])
        let log = build.stdout + build.stderr
        try #require(build.status == 0, "\(log)")
        #expect(log.contains("Generating route registry for App"), "\(log)")
        #expect(
            !log.contains("SwiftSyntax") && !log.contains("swift-syntax") && !log.contains("SwiftParser"),
            "the clean build compiled swift-syntax:\n\(log)")
        #expect(
            !log.contains("Compiling routegen") && !log.contains("RouteGenCore"),
            "the clean build compiled routegen:\n\(log)")

        // 4. The app registers exactly the fixture's expected routes.
        let expected = try String(
            contentsOfFile: Repository.path("Fixtures/SwiftApp/expected-registered-keys.txt"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)
        let binPath = try ProcessRunner.run(
            "swift", ["build", "--package-path", app, "--scratch-path", scratch, "--show-bin-path"]
        ).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try ProcessRunner.run(binPath + "/App", [])
        #expect(run.status == 0, "the app trapped: \(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == expected)
    }
}
