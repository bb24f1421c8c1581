import Foundation
import RouteGenTestSupport
import Testing

/// The source build plugin (`RouteGenPlugin` of this package) under Swift Build: the checks
/// `BinaryPluginTests` runs on the binary plugin under both engines, on the plugin whose tool Swift
/// Build compiles from source, swift-syntax included.
///
/// Opt-in (`ROUTEGEN_SWIFTBUILD_SOURCE_PLUGIN=1`): a Swift Build engine compiles nothing the native
/// one did, so the first run on a machine compiles swift-syntax and a debug routegen again, about
/// seven minutes on two cores, which CI's budget cannot hold next to `StubAppTests`. What differs
/// from the binary plugin is only where the command's tool comes from; the plugin code, its inputs
/// and outputs and the generator are the same. The scratch folder kept under the repository's `.build`
/// saves little: the package is copied to a new folder each run, and Swift Build then compiles most
/// of it again (392 s with an empty folder, 361 s with a kept one). BENCHMARKS.md has the figures.
@Suite(.serialized)
struct SourcePluginSwiftBuildTests {
    static let enabled = ProcessInfo.processInfo.environment["ROUTEGEN_SWIFTBUILD_SOURCE_PLUGIN"] == "1"

    @Test(
        .enabled(
            if: enabled,
            "opt-in: ROUTEGEN_SWIFTBUILD_SOURCE_PLUGIN=1 (compiles swift-syntax under Swift Build: about six minutes)"
        ),
        .timeLimit(.minutes(30)))
    func sourcePluginUnderSwiftBuild() throws {
        try BuildEngine.swiftBuild.require()
        let work = try TemporaryDirectory()
        defer { work.remove() }
        // The fixture depends on routegen as `../..` and on the stub as `../ZIKRouterStub`: copy the
        // package's manifest, sources and plugins, and both fixtures, keeping that layout.
        let root = work.path + "/routegen"
        for item in ["Package.swift", "Sources", "Plugins", "Fixtures/SwiftApp", "Fixtures/ZIKRouterStub"] {
            let parent = (root + "/" + item as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            let done = try ProcessRunner.run("/bin/cp", ["-R", Repository.path(item), root + "/" + item])
            try #require(done.status == 0, "\(done.stderr)")
        }
        for fixture in ["SwiftApp", "ZIKRouterStub"] {
            for leftover in [".build", "Package.resolved"] {
                try? FileManager.default.removeItem(atPath: root + "/Fixtures/" + fixture + "/" + leftover)
            }
        }
        // Kept under the repository's .build, apart from the native engine's, for the fetched
        // dependencies; the copied sources are new each time, so the plugin runs cold.
        let consumer = PluginConsumer(
            app: root + "/Fixtures/SwiftApp", scratch: Repository.path(".build/fixture-SwiftApp-swiftbuild"),
            engine: .swiftBuild)

        let cold = try consumer.build()
        try #require(cold.status == 0, "\(cold.stdout)\n\(cold.stderr)")
        try consumer.checkColdBuild(cold)
        try consumer.checkRebuilds()
    }
}
