import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The binary build plugin (Plugins/Binary) the way an app adopts it: `make-artifactbundle.sh`
/// packs this test run's `routegen`, the plugin package uses that bundle through a binary target,
/// and `Fixtures/SwiftApp` builds with it, under each engine of `swift build`. The app must register
/// exactly its routers, the clean build must not compile swift-syntax (the point of the binary
/// plugin), a router added to a dependency is registered by the next build, and an unchanged build
/// leaves the registry and its cache untouched. The binary plugin carries these checks for Swift
/// Build in every run because its clean build takes seconds, not the minutes of swift-syntax.
@Suite
struct BinaryPluginTests {
    @Test(.timeLimit(.minutes(20)))
    func appBuildsWithTheBinaryPluginWithoutCompilingSwiftSyntax() throws {
        try exercise(.native)
    }

    @Test(
        .enabled(if: BuildEngine.swiftBuild.runs, "this toolchain's swift build has no --build-system swiftbuild"),
        .timeLimit(.minutes(20)))
    func appBuildsWithTheBinaryPluginUnderSwiftBuild() throws {
        try BuildEngine.swiftBuild.require()
        try exercise(.swiftBuild)
    }

    private func exercise(_ engine: BuildEngine) throws {
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
        let consumer = PluginConsumer(
            app: plugins + "/Fixtures/SwiftApp", scratch: work.path + "/scratch", engine: engine)

        // 3. A clean build: the plugin runs the packed tool; swift-syntax is neither fetched nor built.
        let build = try consumer.build()
        let log = build.stdout + build.stderr
        try #require(build.status == 0, "\(log)")
        #expect(
            !log.contains("SwiftSyntax") && !log.contains("swift-syntax") && !log.contains("SwiftParser"),
            "the clean build compiled swift-syntax:\n\(log)")
        #expect(
            !log.contains("Compiling routegen") && !log.contains("RouteGenCore"),
            "the clean build compiled routegen:\n\(log)")

        // 4. The generator ran, and the app registers exactly the fixture's expected routes.
        try consumer.checkColdBuild(build)

        // 5. A router added to a dependency, then an unchanged build.
        try consumer.checkRebuilds()
    }
}
