import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The `routegen` binary end to end: arguments, exit statuses, standard output and files.
struct CLITests {
    private let app = Repository.path("Fixtures/SwiftApp/Sources")

    private func routegen(_ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments)
    }

    @Test func versionAndHelp() throws {
        let version = try routegen(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == RouteGenVersion.current)
        let help = try routegen(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("routegen Sources --module App --output-dir"))
        #expect(help.stdout.contains("dump"))
        let generateHelp = try routegen(["generate", "--help"])
        #expect(generateHelp.stdout.contains("--file-list"))
        #expect(generateHelp.stdout.contains("--output-dir"))
    }

    @Test func generateIsTheDefaultAndPrintsTheRegistry() throws {
        let output = try routegen([app, "--module", "App"])
        #expect(output.status == 0)
        let golden = try String(
            contentsOfFile: Repository.path("Fixtures/Goldens/SwiftApp/RouteRegistry.swift"), encoding: .utf8)
        #expect(output.stdout == golden)
        #expect(output.stderr.isEmpty)
        let explicit = try routegen(["generate", app, "--module", "App"])
        #expect(explicit.stdout == golden)
    }

    @Test func outputDirectoryIsWrittenOnceAndKeptOnInputErrors() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let file = out.path + "/Generated/Registry.swift"
        #expect(
            try routegen([
                app, "--module", "App", "--output-dir", out.path + "/Generated", "--registry-name", "Registry",
            ]).status == 0)
        let first = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let contents = try String(contentsOfFile: file, encoding: .utf8)
        #expect(contents.contains("enum Registry {"))
        Thread.sleep(forTimeInterval: 1.1)
        #expect(
            try routegen([
                app, "--module", "App", "--output-dir", out.path + "/Generated", "--registry-name", "Registry",
            ]).status == 0)
        #expect(
            try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == first,
            "unchanged output is not rewritten")

        // A missing path may hide routers: the old file stays as it was.
        let broken = try routegen([
            app, out.path + "/Missing", "--output-dir", out.path + "/Generated", "--registry-name", "Registry",
        ])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("\(out.path)/Missing: error: no such file or directory"))
        #expect(broken.stderr.contains("registry not written"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == contents)
    }

    @Test func exitStatuses() throws {
        let nothing = try routegen(["/no/such/dir"])
        #expect(nothing.status == 2)
        #expect(nothing.stdout.isEmpty)
        let usage = try routegen([])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("Give at least one path"))
        let badOption = try routegen([app, "--frobnicate"])
        #expect(badOption.status == 2)
        let badName = try routegen([app, "--registry-name", "Not A Type"])
        #expect(badName.status == 2)
    }

    @Test func fileListAndModuleMap() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Feature/Login.swift",
            "public final class LoginViewRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
        )
        // The registry's module must be among the scanned ones (a typo is a usage error).
        try tree.write("App/AppDelegate.swift", "final class AppDelegate {}")
        try tree.write("list.txt", "\(tree.path)/Feature\n\(tree.path)/App\n")
        let output = try routegen([
            "--file-list", tree.path + "/list.txt", "--module-map", "\(tree.path)/Feature=LoginFeature", "--module-map",
            "\(tree.path)/App=App", "--module", "App", "--import", "ZIKRouter.Internal", "--import", "ZRouter",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("import ZIKRouter.Internal\nimport ZRouter\nimport LoginFeature\n"))
        #expect(output.stdout.contains("        LoginViewRouter.registerRoutableDestination()\n"))
    }

    @Test func dumpPrintsTheGraphAsJSON() throws {
        let output = try routegen(["dump", app, "--format", "json"])
        #expect(output.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        for key in ["routers", "routableProtocols", "useSites", "diagnostics"] {
            #expect(document[key] is [Any], "missing \(key)")
        }
        let routers = try #require(document["routers"] as? [[String: Any]])
        let login = try #require(routers.first { $0["name"] as? String == "LoginViewRouter" })
        for key in [
            "name", "language", "kind", "superclass", "file", "line", "module", "header", "registrable", "reason",
            "condition", "registers",
        ] {
            #expect(login.keys.contains(key), "router lacks \(key)")
        }
        // The dump is an artefact to commit: paths relative to the working directory, even for
        // an absolute path given.
        #expect(
            login["file"] as? String
                == StandardPath.relative(
                    app + "/LoginKit/LoginViewRouter.swift", to: FileManager.default.currentDirectoryPath))
        #expect((login["file"] as? String)?.hasPrefix("/") == false)
        let registers = try #require(login["registers"] as? [String: Any])
        #expect(
            Set(registers.keys) == [
                "views", "exclusiveViews", "services", "exclusiveServices", "viewProtocols", "viewModuleProtocols",
                "serviceProtocols", "serviceModuleProtocols", "identifiers", "urlPatterns", "adapters",
            ])
        let identifiers = try #require(registers["identifiers"] as? [[String: Any]])
        #expect(identifiers.map { $0["name"] as? String } == ["login", "app://login/:account"])
        let entryKeys = Set(identifiers.first?.keys.map { $0 } ?? [])
        #expect(entryKeys.isSuperset(of: ["name", "condition", "file", "line"]))
        let bad = try routegen(["dump", app, "--format", "yaml"])
        #expect(bad.status == 2)
    }
}

struct CLIRegistryModuleNoteTests {
    @Test func severalRouterModulesWithoutModuleGetANote() throws {
        let binary = try ProcessRunner.routegenBinary()
        let app = Repository.path("Fixtures/SwiftApp/Sources")
        let unnamed = try ProcessRunner.run(binary, [app])
        #expect(unnamed.status == 0)
        #expect(
            unnamed.stderr.contains(
                "note: routers live in 3 modules (App, LoginKit, ProfileKit); every one is imported. Pass --module"))
        #expect(unnamed.stdout.contains("import App\nimport LoginKit\nimport ProfileKit\n"))
        let named = try ProcessRunner.run(binary, [app, "--module", "App"])
        #expect(!named.stderr.contains("note:"))
    }
}
