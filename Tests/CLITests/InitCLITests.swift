import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routegen init` on the fixture apps: a config that loads, fits the app, and is never
/// written over an existing file by accident.
struct InitCLITests {
    private func routegen(_ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    @Test func swiftAppConfigFitsTheApp() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let file = out.path + "/.routegen.yml"
        let output = try routegen(["init", Repository.path("Fixtures/SwiftApp/Sources"), "--output", file])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("routegen init: wrote \(file)"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("# Modules that declare routers: App ("), "\(text)")
        #expect(text.contains("LoginKit ("))
        #expect(text.contains("ProfileKit ("))
        #expect(text.contains("\n# module: App\n"), "App is the one module with internal routers, suggested: \(text)")
        // LoginViewRouter registers a URL pattern: a URL opened at launch needs it.
        #expect(text.contains("\n# early-routers:\n"))
        #expect(text.contains("#   - LoginViewRouter  # handles URLs ("), "\(text)")
        // Every rule, commented out at its usual severity, scanner ids included: the file pins none.
        for rule in CheckRules.all {
            #expect(text.contains("\n#   \(rule.id): \(rule.defaultSeverity.rawValue)\n"), "\(rule.id)")
        }
        #expect(text.contains("\n#   syntax-error: warning\n"))
        let config = try ConfigLoader.load(path: file)
        #expect(config.resolve.registryModule == nil, "a suggestion, not a setting")
        #expect(config.resolve.earlyRouters.isEmpty)
        #expect(config.resolve.ruleSeverities.isEmpty)
        // The written config changes nothing (`writtenConfigChangesNoResult`): the module is only
        // suggested, so the note that asks for one stays until the team uncomments it.
        let generated = try routegen(["generate", Repository.path("Fixtures/SwiftApp/Sources"), "--config", file])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr.contains("[registry-module]"))
    }

    /// On a module's demo app, init lists the routes other modules must provide as commented
    /// `provided-routes` entries; uncommented, with their reasons, they make the check clean.
    @Test(arguments: ["Swift", "ObjC"])
    func demoAppGetsProvidedRouteSuggestions(language: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/Demo"
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/ComponentDemo/\(language)"), toPath: app)
        try FileManager.default.removeItem(atPath: app + "/.routegen.yml")
        let output = try routegen(["init", "."], in: app)
        #expect(output.status == 0, "\(output.stderr)")
        let text = try String(contentsOfFile: app + "/.routegen.yml", encoding: .utf8)
        let suggested =
            text.components(separatedBy: "\n# provided-routes:\n").dropFirst().first?.components(separatedBy: "\n\n")
            .first ?? ""
        #expect(
            suggested == """
                #   - kind: view
                #     name: CartViewInput
                #     reason: the module that registers it
                #   - kind: service
                #     name: CartServiceInput
                #     reason: the module that registers it
                #   - kind: view-identifier
                #     name: cart
                #     reason: the module that registers it
                #   - kind: view-url
                #     name: "shop://cart/featured"
                #     reason: the module that registers it
                """, "\(text)")
        #expect(try ConfigLoader.load(path: app + "/.routegen.yml").resolve.providedRoutes == [])
        #expect(try routegen(["check", "."], in: app).status == 1)

        let adopted = text.replacingOccurrences(of: "# provided-routes:", with: "provided-routes:")
            .replacingOccurrences(of: "\n#   - kind:", with: "\n  - kind:")
            .replacingOccurrences(of: "\n#     ", with: "\n    ")
            .replacingOccurrences(of: "the module that registers it", with: "CartModule pod")
        try Data(adopted.utf8).write(to: URL(fileURLWithPath: app + "/.routegen.yml"))
        let checked = try routegen(["check", "."], in: app)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.isEmpty, "\(checked.stdout)")
    }

    /// Run with no path in a CocoaPods app's folder, init finds the workspace, writes it with the
    /// target, and names the spec-repo pod that holds routers; `check` then needs no argument.
    @Test func xcodeWorkspaceIsFoundAndWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/PodsApp"
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/Xcode/PodsApp"), toPath: app)
        let output = try routegen(["init"], in: app)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("routegen init: read NoteApp.xcworkspace, target NoteApp"), "\(output.stderr)")
        let text = try String(contentsOfFile: app + "/.routegen.yml", encoding: .utf8)
        #expect(text.contains("\nworkspace: NoteApp.xcworkspace\ntarget: NoteApp\n"), "\(text)")
        #expect(text.contains("# pods: [ZIKRemoteConfig]"), "\(text)")
        #expect(text.contains("# Modules that declare routers: NoteApp (1 router), NoteEditor (1 router)."), "\(text)")
        #expect(!text.contains("\nmodule:"), "the target gives the module: \(text)")
        let config = try ConfigLoader.load(path: app + "/.routegen.yml")
        #expect(config.scan.workspace == app + "/NoteApp.xcworkspace" || config.scan.workspace == "NoteApp.xcworkspace")
        #expect(config.scan.target == "NoteApp")

        let check = try routegen(["check", "--format", "json"], in: app)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("pod-router-left-out"))
        // A pre-commit hook passes `.`: with a project in the config, that folder means the project,
        // not a walk that would read every file twice and every pod on disk.
        let dot = try routegen(["check", ".", "--format", "json"], in: app)
        #expect(dot.status == 0, "\(dot.stdout)\(dot.stderr)")
        #expect(dot.stdout == check.stdout)

        // A folder with two projects is not guessed between.
        try FileManager.default.copyItem(atPath: app + "/NoteApp.xcodeproj", toPath: folder.path + "/A.xcodeproj")
        try FileManager.default.copyItem(atPath: app + "/NoteApp.xcodeproj", toPath: folder.path + "/B.xcodeproj")
        let two = try routegen(["init", folder.path, "--output", folder.path + "/two.yml"])
        #expect(two.status == 2)
        #expect(two.stderr.contains("holds several of A.xcodeproj, B.xcodeproj; pass --project"), "\(two.stderr)")
    }

    @Test func mixedAndObjectiveCAppsToo() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        for app in ["MixedApp", "DemoApp"] {
            let file = out.path + "/\(app).yml"
            let output = try routegen(["init", Repository.path("Fixtures/\(app)/Sources"), "--output", file])
            #expect(output.status == 0, "\(app): \(output.stderr)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            _ = try ConfigLoader.load(path: file)
            #expect(text.contains("# Modules that declare routers: "), "\(app)")
            #expect(text.contains("\n# rules:\n"))
        }
        let mixed = try String(contentsOfFile: out.path + "/MixedApp.yml", encoding: .utf8)
        // Its URL handler is marked `// routegen:early` in its header already: nothing to suggest.
        #expect(!mixed.contains("  - LoginViewRouter"), "\(mixed)")
        #expect(mixed.contains("\n# module: App\n"), "several modules declare routers: a suggestion: \(mixed)")
    }

    @Test func launchCodeSuggestsEarlyRoutersInBothLanguages() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/OnboardingRouter.swift",
            CLITalkBackTests.swiftRouter("OnboardingRouter", identifier: "onboarding"))
        try tree.write("Sources/App/CartRouter.swift", CLITalkBackTests.swiftRouter("CartRouter", identifier: "cart"))
        try tree.write(
            "Sources/App/SceneDelegate.swift",
            """
            import UIKit
            import ZRouter

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    Router.to(viewIdentifier: "onboarding")
                }
            }
            """)
        try tree.write("Sources/Legacy/LoginViewRouter.h", CLITalkBackTests.loginRouterHeader)
        try tree.write("Sources/Legacy/LoginViewRouter.m", CLITalkBackTests.loginRouterImplementation)
        let output = try routegen(["init", "Sources"], in: tree.path)
        #expect(output.status == 0, "\(output.stderr)")
        let text = try String(contentsOfFile: tree.path + "/.routegen.yml", encoding: .utf8)
        #expect(text.contains("#   - OnboardingRouter  # requested from SceneDelegate.swift"), "\(text)")
        #expect(text.contains("#   - LoginViewRouter  # handles URLs (app://login)"), "\(text)")
        #expect(!text.contains("  - CartRouter"))
        #expect(text.contains("\n# module: App\n"), "\(text)")
    }

    /// The file `init` writes changes nothing about the next run, on every fixture app: the same
    /// findings, exit status and generated files as without it, for `check` and `generate`.
    @Test(arguments: [
        ("SwiftApp", ["Sources"]), ("MixedApp", ["Sources"]), ("DemoApp", ["Sources"]),
        ("Xcode/ObjCApp", ["--project", "ZIKDemo.xcodeproj"]),
        ("Xcode/PodsApp", ["--workspace", "NoteApp.xcworkspace"]),
        ("Xcode/SwiftApp16", ["--project", "ShopDemo.xcodeproj"]),
        ("Xcode/SiblingsApp", ["--workspace", "Siblings.xcworkspace"]),
    ])
    func writtenConfigChangesNoResult(app: String, scan: [String]) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let copy = folder.path + "/" + app
        try FileManager.default.createDirectory(
            atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/" + app), toPath: copy)
        // The siblings workspace reaches into the Objective-C app next to it.
        if app == "Xcode/SiblingsApp" {
            try FileManager.default.copyItem(atPath: XcodeFixtures.objcApp, toPath: folder.path + "/Xcode/ObjCApp")
        }
        try? FileManager.default.removeItem(atPath: copy + "/.routegen.yml")
        func results(_ label: String) throws -> [String] {
            let check = try routegen(["check"] + scan, in: copy)
            let out = folder.path + "/out-" + label
            let generate = try routegen(["generate"] + scan + ["--entry", "objc", "--output-dir", out], in: copy)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: out).sorted()) ?? []
            // The closing summary ends with the run's time; everything else must be equal.
            func stable(_ text: String) -> String {
                text.replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "", options: .regularExpression)
            }
            return [
                "check \(check.status)", check.stdout, stable(check.stderr), "generate \(generate.status)",
                stable(generate.stderr),
            ]
                + (try files.map { try $0 + ":\n" + String(contentsOfFile: out + "/" + $0, encoding: .utf8) })
        }
        let without = try results("without")
        let initialized = try routegen(["init"] + (scan.first?.hasPrefix("--") == true ? [] : scan), in: copy)
        #expect(initialized.status == 0, "\(app): \(initialized.stderr)")
        #expect(FileManager.default.fileExists(atPath: copy + "/.routegen.yml"))
        let with = try results("with")
        #expect(with == without, "\(app): the config init wrote changed a result")
    }

    @Test func refusesToOverwriteUnlessForced() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/R.swift", CLITalkBackTests.swiftRouter("HomeRouter", identifier: "home"))
        try tree.write(".routegen.yml", "module: Mine\n")
        let refused = try routegen(["init", "Sources"], in: tree.path)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                ".routegen.yml: error: the file exists; routegen init leaves it alone (pass --force to overwrite it)"))
        #expect(try String(contentsOfFile: tree.path + "/.routegen.yml", encoding: .utf8) == "module: Mine\n")
        let forced = try routegen(["init", "Sources", "--force"], in: tree.path)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: tree.path + "/.routegen.yml", encoding: .utf8).contains("\nmodule: App\n"))
    }
}
