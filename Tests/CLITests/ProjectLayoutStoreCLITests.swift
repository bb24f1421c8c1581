import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The project reading kept in the cache folder, through the CLI.
struct ProjectLayoutStoreCLITests {
    /// Through the CLI: the same findings and registry cold, from the kept reading, and without
    /// any cache; `--timings` says which it was.
    @Test func theKeptReadingChangesNoOutput() throws {
        let (folder, root) = try SettledCopy.make(of: XcodeFixtures.podsApp, name: "PodsApp")
        defer { folder.remove() }
        let binary = try ProcessRunner.routegenBinary()
        func run(_ extra: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(
                binary, ["check", "--workspace", "NoteApp.xcworkspace", "--format", "json"] + extra, in: root)
        }
        let plain = try run([])
        let cold = try run(["--cache-dir", folder.path + "/cache", "--timings"])
        #expect(cold.stderr.contains("project ") && cold.stderr.contains("  parse "), "\(cold.stderr)")
        let warm = try run(["--cache-dir", folder.path + "/cache", "--timings"])
        #expect(warm.stderr.contains("the reading kept in the cache folder"), "\(warm.stderr)")
        #expect(plain.stdout == cold.stdout)
        #expect(plain.stdout == warm.stdout)
        #expect(plain.status == warm.status)
    }
}
