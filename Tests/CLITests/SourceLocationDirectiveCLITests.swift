import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routegen check` prints findings in code generated from a template at the template's lines.
struct SourceLocationDirectiveCLITests {
    @Test func checkCommandPrintsTheTemplateLocation() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(SourceLocationSample.path, SourceLocationSample.generated)
        let output = try ProcessRunner.run(try ProcessRunner.routegenBinary(), ["check", "Sources"], in: tree.path)
        #expect(output.status == 1)
        let root = StandardPath.standardized(tree.path)
        #expect(
            Set(output.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }) == [
                "\(root)/Templates/Routes.swift.gyb:17:5:",
                "\(root)/\(SourceLocationSample.path):14:20:",
            ])
    }
}
