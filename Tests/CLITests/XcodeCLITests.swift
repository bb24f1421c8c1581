import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `--project` / `--workspace` end to end through the `routegen` binary.
struct XcodeCLITests {
    static let objcApp = XcodeFixtures.objcApp
    static let project = objcApp + "/ZIKDemo.xcodeproj"

    /// A clang to compile the generated Objective-C with, when this machine has one.
    static let clang: String? = try? MixedAppFixture.clang()

    private func routegen(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, environment: environment)
    }

    /// The generated registry of an Objective-C app with a framework sub-project compiles with
    /// nothing but the project: framework headers through `-F` as Xcode lays them out, the app's
    /// header search paths, prefix header and defines read from the same project.
    @Test(
        .enabled(
            if: clang != nil,
            "no clang found (PATH, /opt/swift/usr/bin, /usr/bin): the generated Objective-C cannot be compiled here"))
    func objcRegistryCompilesWithoutModuleMap() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let generated = try routegen([
            "generate", "--project", Self.project, "--entry", "objc", "--output-dir", out.path + "/Generated",
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(
            generated.stderr.contains(
                "ZIKProfileViewRouter.m is in target 'ZIKDemo' of ZIKDemo.xcodeproj but not on disk"))
        let registry = try String(contentsOfFile: out.path + "/Generated/RouteRegistry.m", encoding: .utf8)
        #expect(registry.contains("#import <ZIKLoginModule/ZIKLoginViewRouter.h>"))
        #expect(registry.contains("#import \"ZIKSettingsViewRouter.h\""))

        let layout = try XcodeFixtures.layout(.init(project: Self.project))
        let framework = out.path + "/Frameworks/ZIKLoginModule.framework/Headers"
        try FileManager.default.createDirectory(atPath: framework, withIntermediateDirectories: true)
        for header in layout.moduleInfo["ZIKLoginModule"]?.importableHeaders ?? [] {
            try FileManager.default.copyItem(
                atPath: header, toPath: framework + "/" + (header as NSString).lastPathComponent)
        }
        let app = try #require(try XcodeProject.load(Self.project, configuration: nil).get().target(named: "ZIKDemo"))
        func compile(_ file: String) throws -> ProcessOutput {
            var arguments = [
                "-fsyntax-only", "-fmodules", "-fmodules-cache-path=\(out.path)/module-cache", "-x", "objective-c",
                "-fblocks", "-Werror", "-Wall",
            ]
            arguments += ["-I", Repository.path("Fixtures/ZIKRouterObjCStub/include"), "-F", out.path + "/Frameworks"]
            arguments += app.headerSearchPaths.flatMap { ["-I", $0] }
            arguments += app.defines.map { "-D" + $0 }
            if let prefix = app.prefixHeader { arguments += ["-include", prefix] }
            return try ProcessRunner.run(Self.clang!, arguments + [file])
        }
        let output = try compile(out.path + "/Generated/RouteRegistry.m")
        #expect(output.status == 0, "clang rejected RouteRegistry.m:\n\(output.stderr)")

        // What a folder scan without --module-map writes does not compile.
        try registry.replacingOccurrences(
            of: "#import <ZIKLoginModule/ZIKLoginViewRouter.h>", with: "#import \"ZIKLoginViewRouter.h\""
        )
        .write(toFile: out.path + "/Generated/Guessed.m", atomically: true, encoding: .utf8)
        let guessed = try compile(out.path + "/Generated/Guessed.m")
        #expect(guessed.status != 0)
        #expect(guessed.stderr.contains("ZIKLoginViewRouter.h"))
    }

    @Test func checkEvaluatesTheConfiguration() throws {
        let debug = try routegen(["check", "--project", Self.project])
        #expect(!debug.stdout.contains("[duplicate-identifier]"), "\(debug.stdout)")
        #expect(!debug.stdout.contains("/Legacy/"))
        let release = try routegen(["check", "--project", Self.project, "--configuration", "Release"])
        #expect(release.status == 1)
        // The Release-only registration under `#if !DEBUG` clashes with the framework's.
        #expect(
            release.stdout.contains("ZIKSettingsViewRouter.m:16:11: error: view identifier \"login\""),
            "\(release.stdout)")
    }

    /// A header has no settings of its own. The login framework's header holds a `static inline`
    /// helper under `#if USE_DEFAULT_DEPENDENCY_ZIKLoginModule`, a define only the app's `.xcconfig`
    /// sets; the app's adapter calls it, so the helper is compiled in the app and registers the
    /// alert the login screen requests. Judged with the framework's settings it would be gone.
    @Test func headerConditionsFollowTheTargetThatIncludesThem() throws {
        let alert =
            "view module protocol ZIKLoginModuleRequiredAlertInput requested by `ZIKRouterToViewModule` is not registered"
        for configuration in ["Debug", "Release"] {
            let check = try routegen(["check", "--project", Self.project, "--configuration", configuration])
            #expect(!check.stdout.contains(alert), "\(configuration): \(check.stdout)")
        }
        let debug = try routegen(["check", "--project", Self.project])
        #expect(debug.status == 0, "\(debug.stdout)")
        let folder = try routegen(["check", Self.objcApp])
        #expect(!folder.stdout.contains(alert), "folder mode reads every branch: \(folder.stdout)")

        // Without the app's opt-in the helper exists nowhere, and the route is not registered.
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: copy.path + "/ObjCApp")
        for name in ["Shared", "Release"] {
            let file = copy.path + "/ObjCApp/Config/\(name).xcconfig"
            let text = try String(contentsOfFile: file, encoding: .utf8)
            try text.replacingOccurrences(of: " USE_DEFAULT_DEPENDENCY_ZIKLoginModule=1", with: "").write(
                toFile: file, atomically: true, encoding: .utf8)
        }
        let optedOut = try routegen(["check", "--project", copy.path + "/ObjCApp/ZIKDemo.xcodeproj"])
        #expect(optedOut.status == 1)
        #expect(optedOut.stdout.contains("ZIKLoginViewRouter.m:10:6: error: " + alert), "\(optedOut.stdout)")
    }

    /// Swift's `#if` follows SWIFT_ACTIVE_COMPILATION_CONDITIONS, not the C defines.
    @Test func swiftConditionsAreSwiftsOwn() throws {
        let project = XcodeFixtures.swiftApp + "/ShopDemo.xcodeproj"
        let debug = try routegen(["check", "--project", project])
        #expect(debug.stdout.contains("[exclusive-conflict]"), "the DEBUG-only fake cart router clashes in Debug")
        let release = try routegen(["check", "--project", project, "--configuration", "Release"])
        #expect(release.status == 0, "\(release.stdout)")
        #expect(!release.stdout.contains("[exclusive-conflict]"))

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: XcodeFixtures.swiftApp, toPath: folder.path + "/SwiftApp16")
        let pbxproj = folder.path + "/SwiftApp16/ShopDemo.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        let cOnly = text.replacingOccurrences(
            of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited)\";",
            with: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited)\";")
        #expect(cOnly != text)
        try cOnly.write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let cDefinesOnly = try routegen(["check", "--project", folder.path + "/SwiftApp16/ShopDemo.xcodeproj"])
        #expect(!cDefinesOnly.stdout.contains("[exclusive-conflict]"), "GCC's DEBUG=1 does not reach Swift")
    }

    @Test func xcfilelistsForARunScriptPhase() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try routegen(
            [
                "generate", "--project", Self.project, "--entry", "objc", "--output-dir", out.path + "/Generated",
                "--xcfilelist-dir", out.path,
            ],
            environment: ["SRCROOT": Self.objcApp]
        )
        #expect(result.status == 0, "\(result.stderr)")
        let inputs = try String(contentsOfFile: out.path + "/routegen-inputs.xcfilelist", encoding: .utf8).split(
            separator: "\n"
        ).map(String.init)
        for expected in [
            "$(SRCROOT)/ZIKDemo.xcodeproj/project.pbxproj", "$(SRCROOT)/Config/Debug.xcconfig",
            "$(SRCROOT)/Config/Shared.xcconfig",
            "$(SRCROOT)/LoginModule/ZIKLoginModule.xcodeproj/project.pbxproj",
            "$(SRCROOT)/ZIKDemo/Routers/ZIKSettingsViewRouter.m",
            "$(SRCROOT)/LoginModule/ZIKLoginModule/ZIKLoginViewRouter.h",
        ] {
            #expect(inputs.contains(expected), "\(expected) missing from \(inputs)")
        }
        #expect(!inputs.contains { $0.contains("Legacy") })
        #expect(inputs == inputs.sorted())
        let outputs = try String(contentsOfFile: out.path + "/routegen-outputs.xcfilelist", encoding: .utf8).split(
            separator: "\n")
        #expect(
            outputs
                == [
                    out.path + "/Generated/RouteRegistry.h", out.path + "/Generated/RouteRegistry.m",
                    out.path + "/routegen-inputs.xcfilelist", out.path + "/routegen-outputs.xcfilelist",
                ].map { Substring($0) })
    }

    @Test func projectProblemsAreClearDiagnostics() throws {
        let unknown = try routegen(["imports", "--project", Self.project, "--target", "ZIKDemoTests"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no target named 'ZIKDemoTests'; targets: ZIKDemo"))
        let both = try routegen(["imports", "--project", Self.project, "--workspace", "X.xcworkspace"])
        #expect(both.status == 2)
    }

    @Test func workspaceWithPods() throws {
        let workspace = XcodeFixtures.podsApp + "/NoteApp.xcworkspace"
        let imports = try routegen(["imports", "--workspace", workspace])
        #expect(imports.status == 0, "\(imports.stderr)")
        #expect(imports.stdout == "#import \"NLNoteListViewRouter.h\"\n#import <NoteEditor/NEEditorViewRouter.h>\n")
        let dump = try routegen(["dump", "--workspace", workspace, "--format", "json"])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("\"NoteEditor\""))
        #expect(
            dump.stdout.contains("it belongs to pod ZIKRemoteConfig, which comes from a spec repository"),
            "a spec-repo pod's router is listed, not registered")
    }

    @Test func configFileNamesTheProject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(".routegen.yml", "project: \(Self.project)\ntarget: ZIKDemo\nconfiguration: Release\n")
        let output = try routegen(["imports", "--config", folder.path + "/.routegen.yml"])
        #expect(output.status == 0, "\(output.stderr)")
        // Release leaves FEATURE_CHAT undefined, but imports, like the registry, keep every branch.
        #expect(output.stdout.contains("#import <ZIKLoginModule/ZIKLoginViewRouter.h>"))
        #expect(output.stdout.contains("#import \"ZIKChatViewRouter.h\""))
    }
}
