import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The CLI reports a registry module that no scanned file belongs to as one usage error.
struct RegistryModuleNameCLITests {
    @Test func theCLIStopsWithOneUsageError() throws {
        let app = Repository.path("Fixtures/SwiftApp/Sources")
        let binary = try ProcessRunner.routegenBinary()
        for command in [["generate"], ["check"], ["dump"]] {
            let output = try ProcessRunner.run(binary, command + [app, "--module", "Ap"])
            #expect(output.status == 2, "\(command)")
            #expect(output.stdout.isEmpty)
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(command): \(output.stderr)")
            #expect(
                lines.first?.hasPrefix(
                    "routegen: error: --module Ap: no scanned file belongs to module Ap; the scanned files belong to")
                    == true)
            #expect(lines.first?.contains("App") == true)
            #expect(!output.stderr.contains("make it public or open"))
        }
        #expect(try ProcessRunner.run(binary, [app, "--module", "App"]).status == 0)
    }
}
