import Foundation
import RouteGenTestSupport
import Testing

/// The Run Script phase exactly as the Xcode guide shows it, run by bash under the environment
/// Xcode gives a script, on a CocoaPods workspace before `pod install`: the app project sits in a
/// folder of its own (`$SRCROOT`), the workspace, Podfile and a development pod beside it.
struct XcodeCocoaPodsPhaseTests {
    static let fixture = Repository.path("Fixtures/Xcode/ShopPodsApp")

    /// What Xcode sets for a script phase of target Shop (the variables routegen or the script
    /// read, and a few it must not trip over), with a `PATH` as short as Xcode's plus `bin`.
    static func xcodeEnvironment(
        app: String, derived: String, bin: String?, configuration: String = "Debug"
    ) -> [String] {
        let srcroot = app + "/Shop"
        return [
            "PATH=" + ([bin].compactMap { $0 } + ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]).joined(separator: ":"),
            "HOME=" + derived, "SRCROOT=" + srcroot, "PROJECT_DIR=" + srcroot, "SOURCE_ROOT=" + srcroot,
            "PROJECT_FILE_PATH=" + srcroot + "/Shop.xcodeproj", "PROJECT_NAME=Shop", "TARGET_NAME=Shop",
            "PRODUCT_NAME=Shop", "CONFIGURATION=" + configuration, "ACTION=build", "PLATFORM_NAME=iphonesimulator",
            "SDKROOT=/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator.sdk",
            "DERIVED_FILE_DIR=" + derived + "/DerivedSources", "BUILT_PRODUCTS_DIR=" + derived + "/Products",
            "TARGET_BUILD_DIR=" + derived + "/Products", "SCRIPT_INPUT_FILE_LIST_COUNT=1",
            "SCRIPT_INPUT_FILE_LIST_0=" + srcroot + "/App/Generated/routegen-inputs.xcfilelist",
            "ENABLE_USER_SCRIPT_SANDBOXING=NO",
        ]
    }

    /// Runs the guide's script with only Xcode's environment (`env -i`).
    static func runPhase(
        app: String, derived: String, bin: String?, configuration: String = "Debug"
    ) throws -> ProcessOutput {
        let script = try #require(try DocumentedCommands.runScriptPhase(in: "docs/xcode-and-cocoapods.md"))
        return try ProcessRunner.run(
            "/usr/bin/env",
            ["-i"] + xcodeEnvironment(app: app, derived: derived, bin: bin, configuration: configuration)
                + ["/bin/bash", "-c", script],
            in: app + "/Shop")
    }

    /// A folder holding only the routegen binary, as Homebrew's `bin` would.
    static func binFolder(in folder: String) throws -> String {
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin + "/routegen", withDestinationPath: try ProcessRunner.routegenBinary())
        return bin
    }

    /// The committed artefacts of one checkout: the file lists, the registry, a baseline and a dump.
    static func artefacts(app: String, derived: String, bin: String) throws -> [String: String] {
        let phase = try runPhase(app: app, derived: derived, bin: bin)
        #expect(phase.status == 0, "\(phase.stderr)")
        let binary = try ProcessRunner.routegenBinary()
        let shop = app + "/Shop"
        let baseline = try ProcessRunner.run(
            binary, ["check", "--write-baseline", ".routegen-baseline.json"], in: shop)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let dump = try ProcessRunner.run(binary, ["dump"], in: shop)
        #expect(dump.status == 0, "\(dump.stderr)")
        var files = ["dump.json": dump.stdout]
        for name in try FileManager.default.contentsOfDirectory(atPath: shop + "/App/Generated") {
            files["App/Generated/" + name] = try String(
                contentsOfFile: shop + "/App/Generated/" + name, encoding: .utf8)
        }
        files[".routegen-baseline.json"] = try String(
            contentsOfFile: shop + "/.routegen-baseline.json", encoding: .utf8)
        return files
    }

    @Test func theDocumentedPhaseGeneratesTheRegistryOfAWorkspaceBeforePodInstall() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: app)
        let bin = try Self.binFolder(in: folder.path)
        let phase = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: bin)
        #expect(phase.status == 0, "\(phase.stderr)")
        // The workspace was read: the development pod's router is registered, imported from its pod.
        let generated = app + "/Shop/App/Generated/"
        let registry = try String(contentsOfFile: generated + "RouteRegistry.m", encoding: .utf8)
        #expect(registry.contains("#import <ShopCart/SCCartViewRouter.h>"), "\(registry)")
        #expect(registry.contains("[SCCartViewRouter registerRoutableDestination];"))
        #expect(registry.contains("[SHProductViewRouter registerRoutableDestination];"))
        // No use_frameworks! or use_modular_headers!: ZIKRouter is a static library, not a module.
        #expect(!registry.contains("@import"), "\(registry)")
        #expect(registry.contains("#import <ZIKRouter/ZIKViewRouterInternal.h>"))
        #expect(registry.contains("#import <ZIKRouter/ZIKServiceRouterInternal.h>"))
        #expect(registry.contains("#import <ZIKRouter/ZIKRouteRegistry.h>"))
        // `pod install` has not run: said once, and not as the missing Pods-Shop.debug.xcconfig.
        #expect(phase.stderr.contains("pod install"), "\(phase.stderr)")
        #expect(!phase.stderr.contains("Pods-Shop.debug.xcconfig"), "\(phase.stderr)")
        #expect(!phase.stderr.contains(":1:1:"), "\(phase.stderr)")
        // Every path in the lists is relative to $(SRCROOT), the ones above it too.
        let inputs = try String(contentsOfFile: generated + "routegen-inputs.xcfilelist", encoding: .utf8)
        let outputs = try String(contentsOfFile: generated + "routegen-outputs.xcfilelist", encoding: .utf8)
        for line in (inputs + outputs).split(separator: "\n") {
            #expect(line.hasPrefix("$(SRCROOT)/"), "\(line)")
        }
        for expected in [
            "$(SRCROOT)/../Podfile", "$(SRCROOT)/../Podfile.lock",
            "$(SRCROOT)/../Shop.xcworkspace/contents.xcworkspacedata",
            "$(SRCROOT)/../LocalPods/ShopCart/ShopCart/Classes/SCCartViewRouter.h", "$(SRCROOT)/.routegen.yml",
            "$(SRCROOT)/Shop.xcodeproj/project.pbxproj", "$(SRCROOT)/Shop/Product/SHProductViewRouter.m",
        ] {
            #expect(inputs.split(separator: "\n").contains(Substring(expected)), "\(expected) in \(inputs)")
        }
        // The second build is answered by the memo and changes nothing.
        let again = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: bin)
        #expect(again.status == 0)
        #expect(again.stderr == phase.stderr)
        #expect(try String(contentsOfFile: generated + "RouteRegistry.m", encoding: .utf8) == registry)
    }

    /// A clone at another path, regenerated there, writes the same bytes: the lists, the
    /// registry, the baseline and the dump hold no path of the machine.
    @Test func theCommittedFilesAreTheSameInAnotherCheckout() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bin = try Self.binFolder(in: folder.path)
        let first = folder.path + "/alice/src/ShopPodsApp"
        let second = folder.path + "/ci/workspace/build-42/ShopPodsApp"
        for app in [first, second] {
            try FileManager.default.createDirectory(
                atPath: (app as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.fixture, toPath: app)
        }
        let one = try Self.artefacts(app: first, derived: folder.path + "/derived1", bin: bin)
        let two = try Self.artefacts(app: second, derived: folder.path + "/derived2", bin: bin)
        #expect(one.keys.sorted() == two.keys.sorted())
        for (name, contents) in one {
            #expect(contents == two[name], "\(name) differs between checkouts")
            #expect(!contents.contains(folder.path), "\(name) holds an absolute path:\n\(contents)")
        }
        // The baseline of one checkout holds in the other, --strict included.
        try one[".routegen-baseline.json"]!.write(
            toFile: second + "/Shop/.routegen-baseline.json", atomically: true, encoding: .utf8)
        let held = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), ["check", "--baseline", ".routegen-baseline.json", "--strict"],
            in: second + "/Shop")
        #expect(held.status == 0, "\(held.stdout)\(held.stderr)")
    }

    /// Run from Terminal, without Xcode's SRCROOT, the lists are the ones a build writes.
    @Test func aRunFromTerminalWritesTheListsABuildWrites() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: app)
        let bin = try Self.binFolder(in: folder.path)
        let phase = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: bin)
        #expect(phase.status == 0, "\(phase.stderr)")
        let lists = app + "/Shop/App/Generated/"
        let built = try String(contentsOfFile: lists + "routegen-inputs.xcfilelist", encoding: .utf8)
        let terminal = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "-i", "PATH=/usr/bin:/bin", "HOME=" + folder.path, try ProcessRunner.routegenBinary(), "generate",
                "--configuration", "Debug", "--entry", "objc", "--output-dir", "Terminal",
                "--xcfilelist-dir", "App/Generated",
            ],
            in: app + "/Shop")
        #expect(terminal.status == 0, "\(terminal.stderr)")
        #expect(!terminal.stderr.contains("absolute paths"), "\(terminal.stderr)")
        let written = try String(contentsOfFile: lists + "routegen-inputs.xcfilelist", encoding: .utf8)
        #expect(written == built)
    }

    /// The phase stops the build on a configuration the project does not have (a scheme's typo),
    /// with the list, and warns about a ZIKRouter version routegen does not support.
    @Test func thePhaseSaysWhatIsMisconfigured() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: app)
        let bin = try Self.binFolder(in: folder.path)
        let typo = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: bin, configuration: "Relese")
        #expect(typo.status == 2, "\(typo.stderr)")
        #expect(
            typo.stderr.contains(
                "error: no configuration named 'Relese' in Shop.xcodeproj; configurations: Debug, Release"),
            "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: app + "/Shop/App/Generated/RouteRegistry.m"))
        let lock = app + "/Podfile.lock"
        try (try String(contentsOfFile: lock, encoding: .utf8)).replacingOccurrences(of: "1.1.1", with: "1.0.2")
            .write(toFile: lock, atomically: true, encoding: .utf8)
        let old = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: bin)
        #expect(old.status == 0, "a warning does not stop the build: \(old.stderr)")
        #expect(old.stderr.contains("Podfile.lock:4:5: warning: Podfile.lock pins ZIKRouter 1.0.2"), "\(old.stderr)")
    }

    /// Without routegen on Xcode's PATH the phase says so as a warning and lets the build go on.
    @Test func withoutRoutegenThePhaseWarnsAndTheBuildGoesOn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: app)
        let phase = try Self.runPhase(app: app, derived: folder.path + "/derived", bin: nil)
        #expect(phase.status == 0)
        #expect(phase.stdout.contains("warning: routegen is not installed"), "\(phase.stdout)")
        #expect(!FileManager.default.fileExists(atPath: app + "/Shop/App/Generated"))
    }
}
