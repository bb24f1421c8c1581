import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `.routegen.yml`: every key, and every way a file can be wrong, with the line it is wrong on.
struct ConfigLoaderTests {
    private func parse(_ yaml: String, path: String = "cfg/.routegen.yml") throws -> RouteGenConfig {
        try ConfigLoader.parse(yaml, path: path)
    }

    private func failure(_ yaml: String, path: String = "cfg/.routegen.yml") -> [Diagnostic] {
        do {
            _ = try ConfigLoader.parse(yaml, path: path)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func everyKey() throws {
        let config = try parse(
            """
            include: ["Sources/**"]
            exclude:
              - "**/*.generated.swift"
              - Tests
            module: App
            registry-name: AppRoutes
            imports: [ZIKRouter.Internal, ZRouter]
            public: true
            module-map:
              Features/Login: LoginFeature
              /abs/Shared: Shared
            base-routers:
              VendorViewRouter: view
              VendorServiceAdapter: service-adapter
            early-routers: [LaunchViewRouter]
            rules:
              unreachable-router: error
              missing-own-registration: off
            """)
        var expected = RouteGenConfig()
        expected.scan.include = ["Sources/**"]
        expected.scan.exclude = ["**/*.generated.swift", "Tests"]
        expected.resolve.registryModule = "App"
        expected.output.registryTypeName = "AppRoutes"
        expected.output.swiftImports = ["ZIKRouter.Internal", "ZRouter"]
        expected.output.publicRegistry = true
        // Relative folders are relative to the config file's folder; absolute ones stay.
        expected.scan.moduleMap = ["cfg/Features/Login": "LoginFeature", "/abs/Shared": "Shared"]
        expected.scan.extraBaseRouters = ["VendorViewRouter": .view, "VendorServiceAdapter": .serviceAdapter]
        expected.resolve.earlyRouters = ["LaunchViewRouter"]
        expected.resolve.ruleSeverities = ["unreachable-router": .error, "missing-own-registration": .off]
        #expect(config == expected)
        #expect(
            ConfigLoader.allowedKeys == [
                "include", "exclude", "module", "registry-name", "imports", "public", "module-map", "base-routers",
                "early-routers", "project", "workspace", "target", "configuration", "pods", "test-output",
                "provided-routes", "rules",
            ])
    }

    @Test func xcodeProjectKeys() throws {
        let config = try ConfigLoader.parse(
            """
            workspace: App.xcworkspace
            target: Shop Demo
            configuration: Release
            pods: [ZIKRemoteConfig]
            """, path: "ios/.routegen.yml")
        #expect(config.scan.workspace == "ios/App.xcworkspace", "relative to the config file's folder")
        #expect(config.scan.target == "Shop Demo")
        #expect(config.scan.configuration == "Release")
        #expect(config.scan.pods == ["ZIKRemoteConfig"])
        #expect(
            try ConfigLoader.parse("project: /abs/App.xcodeproj\n", path: "ios/.routegen.yml").scan.project
                == "/abs/App.xcodeproj")
    }

    @Test func testOutputIsRelativeToTheConfigFile() throws {
        #expect(try parse("test-output: Tests/AppTests\n").output.testOutput == "cfg/Tests/AppTests")
        #expect(try parse("test-output: /abs/Tests\n").output.testOutput == "/abs/Tests")
        #expect(try parse("test-output: Tests\n", path: ".routegen.yml").output.testOutput == "Tests")
    }

    @Test func emptyFileAndCommentsOnlyAreTheDefaults() throws {
        #expect(try parse("") == RouteGenConfig())
        #expect(try parse("# nothing set yet\n") == RouteGenConfig())
        #expect(try parse("exclude:\n") == RouteGenConfig(), "an empty value keeps the default")
    }

    @Test func moduleMapNextToTheWorkingDirectoryKeepsItsKeys() throws {
        #expect(try parse("module-map: {Legacy: Old}", path: ".routegen.yml").scan.moduleMap == ["Legacy": "Old"])
        #expect(try parse("module-map: {Legacy: Old}", path: "./.routegen.yml").scan.moduleMap == ["Legacy": "Old"])
    }

    @Test func unknownKeyNamesItsLineAndTheAllowedKeys() {
        let diagnostics = failure(
            """
            module: App
            excludes: ["Tests"]
            """)
        #expect(diagnostics.count == 1)
        let rendered = diagnostics.first?.rendered ?? ""
        #expect(
            rendered.hasPrefix(
                "cfg/.routegen.yml:2:1: error: unknown key 'excludes' (did you mean 'exclude'?); allowed keys: include, exclude, module,"
            ), "\(rendered)")
        #expect(rendered.hasSuffix("[config]"))
    }

    @Test func wrongTypesNameTheirLines() {
        let diagnostics = failure(
            """
            include: Sources
            public: maybe
            module-map: [a, b]
            registry-name: Not A Type
            rules:
              unreachable-router: fatal
            base-routers: {VendorRouter: screen}
            early-routers: [[Nested]]
            """)
        let byLine = Dictionary(grouping: diagnostics) { $0.location?.line ?? 0 }
        #expect(byLine[1]?.first?.message == "'include' must be a list of globs, got 'Sources'")
        #expect(byLine[2]?.first?.message == "'public' must be true or false, got 'maybe'")
        #expect(
            byLine[3]?.first?.message.hasPrefix("'module-map' must be a mapping of folder to module name, got a list")
                == true)
        #expect(
            byLine[4]?.first?.message
                == "'registry-name' must be a Swift type name (an identifier of Swift and Objective-C: ASCII letters, digits and _, not a keyword), got 'Not A Type'"
        )
        #expect(
            byLine[6]?.first?.message
                == "'rules' severity of unreachable-router must be one of error, warning, note, off, got 'fatal'")
        #expect(
            byLine[7]?.first?.message
                == "'base-routers' kind of VendorRouter must be one of view, view-adapter, service, service-adapter, got 'screen'"
        )
        #expect(
            byLine[8]?.first?.message == "'early-routers' must be a list of router class names; this entry is a list")
        #expect(diagnostics.count == 7)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.location?.file == "cfg/.routegen.yml" })
    }

    @Test func notAMappingAndBrokenYAML() {
        let list = failure("- include\n- exclude\n")
        #expect(
            list.first?.rendered.hasPrefix(
                "cfg/.routegen.yml:1:1: error: the config file must be a mapping of keys to values") == true)
        let broken = failure("module: App\nimports: [ZRouter\n")
        #expect(broken.count == 1)
        #expect(broken.first?.message.hasPrefix("the config file is not valid YAML") == true)
        #expect((broken.first?.location?.line ?? 0) >= 2, "\(broken.map(\.rendered))")
    }

    @Test func aKeySetTwiceIsAnError() {
        // Yams 5 hands both keys over; Yams 6 refuses the mapping without a position. Either way
        // the error names the key and the line of its second appearance.
        let diagnostics = failure("module: App\nmodule: Other\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(
            diagnostics.first?.rendered == "cfg/.routegen.yml:2:1: error: 'module' is set twice [config]",
            "\(diagnostics.map(\.rendered))")
    }

    @Test func loadReportsAnUnreadableFile() throws {
        do {
            _ = try ConfigLoader.load(path: "/no/such/.routegen.yml")
            Issue.record("a missing file must fail")
        } catch {
            #expect(
                error.diagnostics.first?.rendered
                    == "/no/such/.routegen.yml: error: cannot read the config file [config]")
        }
    }

    @Test func lookupRule() {
        let existing: Set<String> = ["App/.routegen.yml", "Other/.routegen.yml"]
        #expect(
            ConfigLocator.locate(roots: ["App/Sources", "Other"], exists: existing.contains) == "App/.routegen.yml",
            "the package folder above a Sources root")
        #expect(
            ConfigLocator.locate(roots: ["Other", "App/Sources"], exists: existing.contains) == "Other/.routegen.yml",
            "the first root in order")
        #expect(
            ConfigLocator.locate(roots: ["Other"], exists: { $0 == ".routegen.yml" || existing.contains($0) })
                == ".routegen.yml", "the working directory first")
        #expect(ConfigLocator.locate(roots: ["Nowhere"], exists: existing.contains) == nil)
    }
}
