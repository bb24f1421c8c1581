import Foundation
import RouteGenTestSupport
import Testing

/// What goes wrong when an Xcode app is set up by hand, said loudly: a misspelt configuration, a
/// flag that reads something else than the config names, a ZIKRouter version routegen does not
/// know, a registry split over two files, an app whose target init cannot guess.
struct XcodeMisconfigurationCLITests {
    static let shop = Repository.path("Fixtures/Xcode/ShopPodsApp")

    private func routegen(_ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    private func copyOfShop(in folder: TemporaryDirectory) throws -> String {
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.shop, toPath: app)
        return app
    }

    @Test func anUnknownConfigurationStopsWithTheListOfConfigurations() throws {
        let result = try routegen(["check", "--configuration", "Relese"], in: Self.shop + "/Shop")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Shop.xcodeproj/project.pbxproj: error: no configuration named 'Relese' in Shop.xcodeproj; configurations: Debug, Release [xcode-project]"
            ), "\(result.stderr)")
        let known = try routegen(["check", "--configuration", "Release", "--quiet"], in: Self.shop + "/Shop")
        #expect(known.status == 0, "\(known.stderr)")
    }

    /// The config names the workspace; `--project` reads the project alone, and says so once.
    @Test func aFlagThatReplacesTheConfigsWorkspaceSaysSo() throws {
        let replaced = try routegen(["check", "--project", "Shop.xcodeproj", "--quiet"], in: Self.shop + "/Shop")
        let line =
            "routegen: --project Shop.xcodeproj is read instead of workspace: ../Shop.xcworkspace of .routegen.yml"
        #expect(replaced.stderr.components(separatedBy: line).count == 2, "\(replaced.stderr)")
        // Read alone, the project's CocoaPods configuration file is missing: the warning says why.
        #expect(
            replaced.stdout.contains(
                "its settings are ignored (CocoaPods writes it: run `pod install`, and read the workspace, which lists the pods, rather than the project alone) [xcode-project]"
            ), "\(replaced.stdout)")
        let same = try routegen(["check", "--workspace", "../Shop.xcworkspace", "--quiet"], in: Self.shop + "/Shop")
        #expect(!same.stderr.contains("is read instead of"), "\(same.stderr)")
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test func aLockedZIKRouterOtherThanOnePointOneWarnsAtItsLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try copyOfShop(in: folder)
        let clean = try routegen(["check", "--quiet"], in: app + "/Shop")
        #expect(!clean.stderr.contains("Podfile.lock pins"), "\(clean.stderr)")
        let lock = app + "/Podfile.lock"
        let text = try String(contentsOfFile: lock, encoding: .utf8)
        try text.replacingOccurrences(of: "1.1.1", with: "1.0.2").write(toFile: lock, atomically: true, encoding: .utf8)
        let old = try routegen(["check", "--quiet"], in: app + "/Shop")
        #expect(
            old.stdout.contains(
                "Podfile.lock:4:5: warning: Podfile.lock pins ZIKRouter 1.0.2, and routegen supports ZIKRouter 1.1.x: 1.0.2 is an older version than routegen reads and checks"
            ), "\(old.stdout)")
        #expect(old.stdout.components(separatedBy: "Podfile.lock pins").count == 2, "once per pod: \(old.stdout)")
        #expect(old.status == 0, "a warning does not fail the check")
        let generated = try routegen(
            ["generate", "--entry", "objc", "--output-dir", "Generated", "--quiet"], in: app + "/Shop")
        #expect(generated.stderr.contains("Podfile.lock pins ZIKRouter 1.0.2"), "\(generated.stderr)")
    }

    /// An Objective-C registry that hands the Swift routers to a Swift one: passed alone, the
    /// check names the file to add, once, instead of a finding per router at one line.
    @Test func aRegistrySplitOverTwoFilesNamesTheFileToAdd() throws {
        let app = try TemporaryDirectory()
        defer { app.remove() }
        try app.write(
            "Sources/App/Routers.swift",
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal

            final class SearchViewController: UIViewController, ZIKRoutableView {}
            final class SearchViewRouter: ZIKViewRouter<SearchViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() { registerView(SearchViewController.self) }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> SearchViewController? { SearchViewController() }
            }

            final class FeedViewController: UIViewController, ZIKRoutableView {}
            final class FeedViewRouter: ZIKViewRouter<FeedViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() { registerView(FeedViewController.self) }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> FeedViewController? { FeedViewController() }
            }
            """)
        try app.write(
            "Sources/App/AppSwiftRouteRegistry.swift",
            """
            import ZIKRouter.Internal

            @objc final class AppSwiftRouteRegistry: NSObject {
                @objc static func registerSwiftRouters() {
                    SearchViewRouter.registerRoutableDestination()
                    FeedViewRouter.registerRoutableDestination()
                }
            }
            """)
        try app.write(
            "Sources/App/AppRouteRegistry.m",
            """
            #import <ZIKRouter/ZIKRouteRegistry.h>
            #import "App-Swift.h"

            @implementation AppRouteRegistry
            + (void)registerRoutes {
                [AppSwiftRouteRegistry registerSwiftRouters];
                [ZIKRouteRegistry notifyRegistrationFinished];
            }
            @end
            """)
        let alone = try routegen(
            ["check", "Sources", "--module", "App", "--registry", "Sources/App/AppRouteRegistry.m"], in: app.path)
        let stale = alone.stdout.split(separator: "\n").filter { $0.hasSuffix("[stale-registry]") }
        #expect(stale.count == 1, "\(alone.stdout)")
        #expect(
            stale.first?.contains(
                "error: the registry does not register 2 routers that AppSwiftRouteRegistry.swift registers (FeedViewRouter, SearchViewRouter): when the registry calls that file's code, pass it too (--registry Sources/App/AppSwiftRouteRegistry.swift)"
            ) == true, "\(alone.stdout)")
        let both = try routegen(
            [
                "check", "Sources", "--module", "App", "--registry", "Sources/App/AppRouteRegistry.m", "--registry",
                "Sources/App/AppSwiftRouteRegistry.swift",
            ], in: app.path)
        #expect(!both.stdout.contains("[stale-registry]"), "\(both.stdout)")
    }

    /// A workspace with two application targets: init names both, each as the command that picks it.
    @Test func initSuggestsTheApplicationTargetsItFound() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try copyOfShop(in: folder)
        let lite = app + "/Lite/Lite.xcodeproj"
        try FileManager.default.createDirectory(atPath: lite, withIntermediateDirectories: true)
        let project = try String(contentsOfFile: app + "/Shop/Shop.xcodeproj/project.pbxproj", encoding: .utf8)
        try project.replacingOccurrences(of: "name = Shop;", with: "name = ShopLite;").write(
            toFile: lite + "/project.pbxproj", atomically: true, encoding: .utf8)
        let workspace = app + "/Shop.xcworkspace/contents.xcworkspacedata"
        let listing = try String(contentsOfFile: workspace, encoding: .utf8)
        try listing.replacingOccurrences(
            of: "<FileRef\n      location = \"group:Pods/Pods.xcodeproj\">",
            with:
                "<FileRef\n      location = \"group:Lite/Lite.xcodeproj\">\n   </FileRef>\n   <FileRef\n      location = \"group:Pods/Pods.xcodeproj\">"
        ).write(toFile: workspace, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: app + "/Shop/.routegen.yml")
        let result = try routegen(["init", "--workspace", "../Shop.xcworkspace"], in: app + "/Shop")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("several application targets: Shop, ShopLite"), "\(result.stderr)")
        #expect(
            result.stderr.contains("routegen init --workspace ../Shop.xcworkspace --target Shop\n"), "\(result.stderr)")
        #expect(
            result.stderr.contains("routegen init --workspace ../Shop.xcworkspace --target ShopLite"),
            "\(result.stderr)")
        let chosen = try routegen(
            ["init", "--workspace", "../Shop.xcworkspace", "--target", "Shop"], in: app + "/Shop")
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let config = try String(contentsOfFile: app + "/Shop/.routegen.yml", encoding: .utf8)
        #expect(config.contains("\nworkspace: ../Shop.xcworkspace\ntarget: Shop\n"), "\(config)")
    }

    /// init counts the routers `check` counts, and says how many the registry registers.
    @Test func initAndCheckCountTheSameRouters() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try copyOfShop(in: folder)
        // An abstract base router: found by both, registered by neither.
        let header = app + "/Shop/Shop/Product/SHProductViewRouter.h"
        try
            (try String(contentsOfFile: header, encoding: .utf8) + """

                @interface SHBaseViewRouter : ZIKViewRouter
                @end
                """).write(toFile: header, atomically: true, encoding: .utf8)
        let source = app + "/Shop/Shop/Product/SHProductViewRouter.m"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try
            (text + """

                @implementation SHBaseViewRouter
                + (BOOL)isAbstractRouter {
                    return self == [SHBaseViewRouter class];
                }
                @end
                """).write(toFile: source, atomically: true, encoding: .utf8)
        let check = try routegen(["check"], in: app + "/Shop")
        #expect(check.stderr.contains(", 4 routers: "), "\(check.stderr)")
        let initialized = try routegen(["init", "--output", "fresh.yml"], in: app + "/Shop")
        #expect(initialized.status == 0, "\(initialized.stderr)")
        #expect(
            initialized.stderr.contains(", 4 routers, 3 of them registered by the generated registry)"),
            "\(initialized.stderr)")
    }

    /// ZIKRouter's root protocols are never routes: init never offers them under provided-routes.
    @Test func initNeverSuggestsARootProtocolAsAProvidedRoute() throws {
        let app = try TemporaryDirectory()
        defer { app.remove() }
        try app.write(
            "Sources/App/Requests.swift",
            """
            import UIKit
            import ZRouter

            protocol CartViewInput: ZIKViewRoutable {}

            final class LaunchViewController: UIViewController {
                func open() {
                    Router.perform(to: RoutableView<ZIKViewRoutable>(), path: .push(from: self))
                    Router.perform(to: RoutableService<ZIKServiceRoutable>())
                    Router.perform(to: RoutableView<CartViewInput>(), path: .push(from: self))
                }
            }
            """)
        let result = try routegen(["init", "Sources"], in: app.path)
        #expect(result.status == 0, "\(result.stderr)")
        let config = try String(contentsOfFile: app.path + "/.routegen.yml", encoding: .utf8)
        #expect(config.contains("#     name: CartViewInput"), "\(config)")
        #expect(!config.contains("name: ZIKViewRoutable"), "\(config)")
        #expect(!config.contains("name: ZIKServiceRoutable"), "\(config)")
    }

    /// A folder scan's file lists have no project to take the source root from: absolute paths,
    /// said once, until `--srcroot` names it.
    @Test func fileListsWithoutASourceRootSaySoOnce() throws {
        let app = try TemporaryDirectory()
        defer { app.remove() }
        try app.write(
            "Sources/App/HomeRouter.swift",
            """
            import ZIKRouter
            import ZIKRouter.Internal

            final class HomeViewController: UIViewController, ZIKRoutableView {}
            final class HomeRouter: ZIKViewRouter<HomeViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() { registerView(HomeViewController.self) }
            }
            """)
        let arguments = [
            "generate", "Sources", "--module", "App", "--output-dir", "Generated", "--xcfilelist-dir", "Lists",
        ]
        let plain = try ProcessRunner.run(
            "/usr/bin/env", ["-u", "SRCROOT", try ProcessRunner.routegenBinary()] + arguments, in: app.path)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stderr.components(separatedBy: "the file lists hold absolute paths").count == 2, "\(plain.stderr)")
        #expect(plain.stderr.contains("Lists/routegen-inputs.xcfilelist: warning:"), "\(plain.stderr)")
        let rooted = try ProcessRunner.run(
            "/usr/bin/env", ["-u", "SRCROOT", try ProcessRunner.routegenBinary()] + arguments + ["--srcroot", "."],
            in: app.path)
        #expect(!rooted.stderr.contains("absolute paths"), "\(rooted.stderr)")
        let inputs = try String(contentsOfFile: app.path + "/Lists/routegen-inputs.xcfilelist", encoding: .utf8)
        #expect(inputs == "$(SRCROOT)/Sources/App/HomeRouter.swift\n", "\(inputs)")
    }

    /// A problem with a whole file is `path: warning:`, never a made-up `:1:1`.
    @Test func aWholeFileProblemHasNoLineNumber() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try copyOfShop(in: folder)
        try FileManager.default.removeItem(atPath: app + "/Shop/Shop/Search/SHSearchServiceRouter.m")
        let result = try routegen(["check"], in: app + "/Shop")
        #expect(
            result.stdout.contains(
                "/Shop.xcodeproj/project.pbxproj: warning: \(app)/Shop/Shop/Search/SHSearchServiceRouter.m is in target 'Shop' of Shop.xcodeproj but not on disk; not scanned [missing-project-file]"
            ), "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains(":1:1:"), "\(result.stdout)\(result.stderr)")
    }
}
