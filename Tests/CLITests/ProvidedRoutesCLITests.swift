import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routegen check` on the component demo apps: the exit status with the provided routes, with
/// an entry nothing needs, without the entries, and with a broken entry.
struct ProvidedRoutesCLITests {
    private func check(_ language: String, config: String?, strict: Bool = false) throws -> ProcessOutput {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Demo"
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/ComponentDemo/\(language)"), toPath: app)
        if let config {
            try Data(config.utf8).write(to: URL(fileURLWithPath: app + "/.routegen.yml"))
        }
        return try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), ["check", "."] + (strict ? ["--strict"] : []), in: app)
    }

    private func fixtureConfig(_ language: String) throws -> String {
        try String(contentsOfFile: Repository.path("Fixtures/ComponentDemo/\(language)/.routegen.yml"), encoding: .utf8)
    }

    @Test(arguments: ["Swift", "ObjC"])
    func exitStatuses(language: String) throws {
        let clean = try check(language, config: nil)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)

        // The appended entry starts on the line after the fixture's last.
        let line = try fixtureConfig(language).split(separator: "\n").count + 1
        let unneeded =
            try fixtureConfig(language) + """
                  - kind: view
                    name: OrderHistoryViewInput
                    reason: OrdersModule

                """
        let warned = try check(language, config: unneeded)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(
            warned.stdout.contains(
                ".routegen.yml:\(line):5: warning: view protocol OrderHistoryViewInput is listed under provided-routes (OrdersModule), but no use site"
            ), "\(warned.stdout)")
        #expect(warned.stdout.hasSuffix("[unneeded-provided-route]\n"), "\(warned.stdout)")
        #expect(try check(language, config: unneeded, strict: true).status == 1)

        let without = try fixtureConfig(language).components(separatedBy: "provided-routes:").first!
        let failing = try check(language, config: without)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("9 errors"), "\(failing.stderr)")

        let broken =
            try fixtureConfig(language) + """
                  - kind: view-controller
                    name: OrderHistoryViewInput
                    reason: OrdersModule

                """
        let refused = try check(language, config: broken)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                ".routegen.yml:\(line):11: error: unknown kind 'view-controller' in a 'provided-routes' entry"),
            "\(refused.stderr)")
    }
}
