import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `registry-setup`: ZIKRouter asserts in `+notifyRegistrationFinished` that automatic registration
/// is off and that registration is not finished yet.
struct RegistrySetupRuleTests {
    let rule = RegistrySetupRule()

    /// `severity path:line` for each finding, in order.
    private func places(
        _ files: [(path: String, source: String)], config: RouteGenConfig = RouteGenConfig()
    )
        -> [String]
    {
        let graph = Snippet.graph(files, config: config)
        return Checker.run(CheckContext(graph: graph, config: config), rules: [rule]).filter { $0.rule == rule.id }
            .map { diagnostic in
                let place = diagnostic.location.map { "\($0.file.split(separator: "/").last!):\($0.line)" } ?? ""
                return "\(diagnostic.severity) \(place)"
            }
    }

    private func messages(_ files: [(path: String, source: String)]) -> [String] {
        CheckSnippet.findings(rule, files)
    }

    // MARK: Objective-C

    static let appDelegateHeader = """
        #import <UIKit/UIKit.h>

        @interface ShopAppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @end
        """

    /// An app delegate that names nothing else routegen reads: the pre-filter must let it through.
    static func appDelegate(load: String, launch: String, extra: String = "") -> (path: String, source: String) {
        (
            "Sources/Shop/ShopAppDelegate.m",
            """
            #import "ShopAppDelegate.h"
            #import <ZIKRouter/ZIKRouteRegistry.h>
            #import "ShopRouteRegistry.h"

            @implementation ShopAppDelegate

            + (void)load {
            \(load)
            }

            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [ShopRouteRegistry registerRoutes];
            \(launch)
                return YES;
            }
            \(extra)
            @end
            """
        )
    }

    private func objc(load: String, launch: String, extra: String = "") -> [String] {
        places([
            ("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader),
            Self.appDelegate(load: load, launch: launch, extra: extra),
        ])
    }

    @Test func objcFileWithOnlyTheRegistrySetupGetsPastThePrefilter() {
        let file = Self.appDelegate(
            load: "    ZIKRouteRegistry.autoRegister = NO;",
            launch: "    [ZIKRouteRegistry notifyRegistrationFinished];")
        #expect(ObjCPrefilter.mayHoldRoutes(Array(file.source.utf8)))
        let calls = Snippet.facts(file.source, path: file.path).registrySetupCalls
        #expect(
            calls.map { "\($0.kind) \($0.function ?? "-") \($0.location.line)" } == [
                "autoRegisterOff ShopAppDelegate.load 8",
                "registerRoutesCall ShopAppDelegate.application:didFinishLaunchingWithOptions: 13",
                "notifyRegistrationFinished ShopAppDelegate.application:didFinishLaunchingWithOptions: 14",
            ], "\(calls)")
    }

    @Test func objcFinishWithAutomaticRegistrationOnIsAnError() {
        #expect(
            objc(load: "", launch: "    [ZIKRouteRegistry notifyRegistrationFinished];") == [
                "error ShopAppDelegate.m:14"
            ])
        let found = messages([
            ("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader),
            Self.appDelegate(load: "", launch: "    [ZIKRouteRegistry notifyRegistrationFinished];"),
        ])
        #expect(
            found == [
                "14:6: `[ZIKRouteRegistry notifyRegistrationFinished]` finishes registration by hand, but no scanned code sets `ZIKRouteRegistry.autoRegister` to NO / false, so ZIKRouter registers every router itself; it asserts \"Only use -notifyRegistrationFinished for manually registration.\" when the call runs in debug builds (and \"Registration is already finished.\" once the application's delegate is set)"
            ], "\(found)")
    }

    @Test func objcAutomaticRegistrationSwitchedOffInEitherSpelling() {
        for load in ["    ZIKRouteRegistry.autoRegister = NO;", "    [ZIKRouteRegistry setAutoRegister:NO];"] {
            #expect(objc(load: load, launch: "    [ZIKRouteRegistry notifyRegistrationFinished];") == [], "\(load)")
        }
        #expect(
            objc(
                load: "    [ZIKRouteRegistry setAutoRegister:YES];",
                launch: "    [ZIKRouteRegistry notifyRegistrationFinished];")
                == ["error ShopAppDelegate.m:14"])
        #expect(
            objc(
                load: "    ZIKRouteRegistry.autoRegister = [ShopFlags manualRegistration];",
                launch: "    [ZIKRouteRegistry notifyRegistrationFinished];") == ["note ShopAppDelegate.m:14"])
    }

    /// A switch compiled only where the call is not leaves the call unprotected.
    @Test func objcSwitchInAnExcludingBranchDoesNotCount() {
        let found = objc(
            load: "#if SHOP_MANUAL_ROUTES\n    ZIKRouteRegistry.autoRegister = NO;\n#endif",
            launch: "#if !SHOP_MANUAL_ROUTES\n    [ZIKRouteRegistry notifyRegistrationFinished];\n#endif")
        #expect(found == ["error ShopAppDelegate.m:17"], "\(found)")
    }

    @Test func objcFinishingTwiceInOneMethodIsAnError() {
        let found = objc(
            load: "    ZIKRouteRegistry.autoRegister = NO;",
            launch:
                "    [ZIKRouteRegistry notifyRegistrationFinished];\n    [ZIKViewRouteRegistry notifyRegistrationFinished];"
        )
        #expect(found == ["error ShopAppDelegate.m:15"], "\(found)")
    }

    /// Branches that exclude each other, `#if` or `if`/`else`, finish once.
    @Test func objcExclusiveBranchesFinishOnce() {
        let load = "    ZIKRouteRegistry.autoRegister = NO;"
        #expect(
            objc(
                load: load,
                launch:
                    "#if DEBUG\n    [ZIKRouteRegistry notifyRegistrationFinished];\n#else\n    [ZIKRouteRegistry notifyRegistrationFinished];\n#endif"
            ) == [])
        #expect(
            objc(
                load: load,
                launch:
                    "    if (launchOptions[UIApplicationLaunchOptionsURLKey]) {\n        [ZIKRouteRegistry notifyRegistrationFinished];\n    } else {\n        [ZIKRouteRegistry notifyRegistrationFinished];\n    }"
            ) == [])
    }

    /// A branch, a block or a second function keeps routegen from knowing both run: notes.
    @Test func objcUndecidedFinishesAreNotes() {
        let load = "    ZIKRouteRegistry.autoRegister = NO;"
        let finish = "    [ZIKRouteRegistry notifyRegistrationFinished];"
        #expect(
            objc(
                load: load,
                launch:
                    "    if (launchOptions == nil) {\n        [ZIKRouteRegistry notifyRegistrationFinished];\n    }\n"
                    + finish)
                == ["note ShopAppDelegate.m:17"])
        #expect(
            objc(
                load: load, launch: finish,
                extra: "\n- (void)applicationDidBecomeActive:(UIApplication *)application {\n" + finish + "\n}\n")
                == ["note ShopAppDelegate.m:19"])
        #expect(
            objc(
                load: "",
                launch:
                    "    dispatch_async(dispatch_get_main_queue(), ^{\n        [ZIKRouteRegistry notifyRegistrationFinished];\n    });"
            ) == ["note ShopAppDelegate.m:15"])
    }

    @Test func objcSwitchInMainCounts() {
        let main = """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouteRegistry.h>
            #import "ShopAppDelegate.h"

            int main(int argc, char *argv[]) {
                @autoreleasepool {
                    ZIKRouteRegistry.autoRegister = NO;
                    return UIApplicationMain(argc, argv, nil, NSStringFromClass([ShopAppDelegate class]));
                }
            }
            """
        let files = [
            ("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader),
            Self.appDelegate(load: "", launch: "    [ZIKRouteRegistry notifyRegistrationFinished];"),
            ("Sources/Shop/main.m", main),
        ]
        #expect(places(files) == [])
        #expect(Snippet.facts(main, path: "Sources/Shop/main.m").registrySetupCalls.map(\.function) == ["main"])
    }

    // MARK: Swift

    static let swiftMain = """
        import UIKit
        import ZIKRouter

        ZIKRouteRegistry.autoRegister = false
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(FeedAppDelegate.self))
        """

    static func swiftAppDelegate(_ launch: String, extra: String = "") -> (path: String, source: String) {
        (
            "Sources/Feed/FeedAppDelegate.swift",
            """
            import UIKit
            import ZIKRouter

            final class FeedAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    FeedRouteRegistry.registerRoutes()
            \(launch)
                    return true
                }
            \(extra)
            }
            """
        )
    }

    @Test func swiftFileWithOnlyTheRegistrySetupGetsPastThePrefilter() {
        #expect(SwiftPrefilter.mayHoldRoutes(Self.swiftMain))
        let calls = Snippet.facts(Self.swiftMain, path: "Sources/Feed/main.swift").registrySetupCalls
        #expect(calls.map { "\($0.kind) \($0.function ?? "-") \($0.location.line)" } == ["autoRegisterOff - 4"])
    }

    @Test func swiftFinishWithAutomaticRegistrationOnIsAnError() {
        let delegate = Self.swiftAppDelegate("        ZIKRouteRegistry.notifyRegistrationFinished()")
        #expect(places([delegate]) == ["error FeedAppDelegate.swift:12"])
        #expect(places([("Sources/Feed/main.swift", Self.swiftMain), delegate]) == [])
        let unread = Self.swiftMain.replacingOccurrences(of: "= false", with: "= FeedFlags.automaticRoutes")
        #expect(places([("Sources/Feed/main.swift", unread), delegate]) == ["note FeedAppDelegate.swift:12"])
        let guarded = Self.swiftAppDelegate(
            "        guard launchOptions?[.url] == nil else { return true }\n        ZIKRouteRegistry.notifyRegistrationFinished()"
        )
        #expect(places([guarded]) == ["note FeedAppDelegate.swift:13"])
    }

    @Test func swiftFinishingTwice() {
        let main = ("Sources/Feed/main.swift", Self.swiftMain)
        let twice = Self.swiftAppDelegate(
            "        ZIKRouteRegistry.notifyRegistrationFinished()\n        ZIKRouter.ZIKRouteRegistry.notifyRegistrationFinished()"
        )
        #expect(places([main, twice]) == ["error FeedAppDelegate.swift:13"])
        let branches = Self.swiftAppDelegate(
            """
                    #if DEBUG
                    ZIKRouteRegistry.notifyRegistrationFinished()
                    #else
                    ZIKRouteRegistry.notifyRegistrationFinished()
                    #endif
                    if launchOptions == nil {
                        ZIKServiceRouteRegistry.notifyRegistrationFinished()
                    }
            """)
        #expect(places([main, branches]) == ["note FeedAppDelegate.swift:18"])
        let elsewhere = Self.swiftAppDelegate(
            "        ZIKRouteRegistry.notifyRegistrationFinished()",
            extra: """

                    func applicationWillEnterForeground(_ application: UIApplication) {
                        DispatchQueue.main.async { ZIKRouteRegistry.notifyRegistrationFinished() }
                    }
                """)
        #expect(places([main, elsewhere]) == ["note FeedAppDelegate.swift:17"])
        // The same flag read in two functions may hold different values: both may run.
        let twoBranches = Self.swiftAppDelegate(
            "        if FeedFlags.manualRoutes { ZIKRouteRegistry.notifyRegistrationFinished() }",
            extra: """

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        if !FeedFlags.manualRoutes { ZIKRouteRegistry.notifyRegistrationFinished() }
                    }
                """)
        #expect(places([main, twoBranches]) == ["note FeedAppDelegate.swift:17"])
        let loop = Self.swiftAppDelegate(
            "        for _ in 0..<2 {\n            ZIKRouteRegistry.notifyRegistrationFinished()\n        }")
        #expect(places([loop]) == ["note FeedAppDelegate.swift:13"])
    }

    // MARK: The generated registry

    /// A config whose generated registry has this name.
    static func registry(_ name: String) -> RouteGenConfig {
        var config = RouteGenConfig()
        config.output.registryTypeName = name
        return config
    }

    /// The registry `routegen generate` writes finishes registration, and that call counts like the
    /// app's own: alone in the scan, with nothing that switches automatic registration off, its line
    /// is an error; a correct app using it is never reported, wherever it switches.
    @Test func generatedRegistryCountsLikeAnyOtherCall() throws {
        let generated = try String(
            contentsOfFile: Repository.path("Fixtures/Goldens/SwiftApp/RouteRegistry.swift"), encoding: .utf8)
        #expect(generated.contains("ZIKRouteRegistry.notifyRegistrationFinished()"))
        let finishLine = generated.components(separatedBy: "\n").firstIndex {
            $0.trimmingCharacters(in: .whitespaces) == "ZIKRouteRegistry.notifyRegistrationFinished()"
        }.map { $0 + 1 }
        let registry = ("Sources/Feed/RouteRegistry.swift", generated)
        #expect(places([registry]) == ["error RouteRegistry.swift:\(finishLine ?? 0)"])
        #expect(places([("Sources/Feed/main.swift", Self.swiftMain), registry]) == [])
        let renamed = ("Sources/Feed/FeedRouteRegistry.swift", generated)
        #expect(places([renamed]).count == 1, "a hand-written copy is the app's own")
        let alsoByHand = Self.swiftAppDelegate("        ZIKRouteRegistry.notifyRegistrationFinished()")
        #expect(
            places([("Sources/Feed/main.swift", Self.swiftMain), registry, alsoByHand])
                == ["note FeedAppDelegate.swift:12"])
    }

    /// Where the app calls the generated registry, that call is the one reported: routegen wrote
    /// the registry, so it knows `registerRoutes` finishes registration, scanned or not.
    @Test func callOfTheGeneratedRegistryWithAutomaticRegistrationOn() throws {
        let config = Self.registry("ShopRouteRegistry")
        let objcDelegate = Self.appDelegate(load: "", launch: "")
        let files = [("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader), objcDelegate]
        #expect(places(files, config: config) == ["error ShopAppDelegate.m:13"])
        #expect(places(files) == [], "another registry name: a hand-written registry's call")
        let switched = Self.appDelegate(load: "    ZIKRouteRegistry.autoRegister = NO;", launch: "")
        #expect(places([("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader), switched], config: config) == [])
        // The generated files in the scan too: still one finding, at the app's call.
        let generated = try String(
            contentsOfFile: Repository.path("Fixtures/Goldens/SwiftApp/RouteRegistry.swift"), encoding: .utf8)
        #expect(
            places(files + [("Sources/Shop/ShopRouteRegistry.swift", generated)], config: config)
                == ["error ShopAppDelegate.m:13"])
        let found = CheckSnippet.findings(rule, files, config: config)
        #expect(
            found.first?.hasPrefix(
                "13:6: `[ShopRouteRegistry registerRoutes]`, whose generated body ends with `notifyRegistrationFinished`, finishes registration by hand, but no scanned code sets `ZIKRouteRegistry.autoRegister` to NO / false"
            ) == true, "\(found)")
        let swiftConfig = Self.registry("FeedRouteRegistry")
        #expect(places([Self.swiftAppDelegate("")], config: swiftConfig) == ["error FeedAppDelegate.swift:11"])
        #expect(
            places([("Sources/Feed/main.swift", Self.swiftMain), Self.swiftAppDelegate("")], config: swiftConfig)
                == [])
    }

    /// A pod that depends on ZIKRouter and is not scanned may switch automatic registration off:
    /// the missing switch is then a note.
    @Test func unscannedCodeThatMaySwitchMakesANote() {
        let config = Self.registry("ShopRouteRegistry")
        var graph = Snippet.graph(
            [("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader), Self.appDelegate(load: "", launch: "")],
            config: config)
        graph.linkedDependencies = LinkedDependencies(
            openBecause: nil,
            registrySetupOpenBecause:
                "pod ShopLaunchKit, which depends on ZIKRouter (Podfile.lock) and is not scanned, may set it")
        let found = Checker.run(CheckContext(graph: graph, config: config), rules: [rule])
        #expect(found.map(\.severity) == [.note], "\(found)")
        #expect(
            found.first?.message.hasSuffix(
                "unless code routegen does not scan sets it: pod ShopLaunchKit, which depends on ZIKRouter (Podfile.lock) and is not scanned, may set it"
            ) == true)
    }

    /// `registerRoutes` of the generated registry, then the app's own finish, in one function and
    /// outside any branch: both run in one launch, an error in either language.
    @Test func finishAfterTheGeneratedRegistryInOneFunction() {
        let config = Self.registry("ShopRouteRegistry")
        let main = """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouteRegistry.h>
            #import "ShopAppDelegate.h"
            #import "ShopRouteRegistry.h"

            int main(int argc, char *argv[]) {
                @autoreleasepool {
                    ZIKRouteRegistry.autoRegister = NO;
                    [ShopRouteRegistry registerRoutes];
                    [ZIKRouteRegistry notifyRegistrationFinished];
                    return UIApplicationMain(argc, argv, nil, NSStringFromClass([ShopAppDelegate class]));
                }
            }
            """
        let files = [("Sources/Shop/ShopAppDelegate.h", Self.appDelegateHeader), ("Sources/Shop/main.m", main)]
        #expect(places(files, config: config) == ["error main.m:10"])
        let found = CheckSnippet.findings(rule, files, config: config)
        #expect(
            found == [
                "10:10: `[ZIKRouteRegistry notifyRegistrationFinished]` finishes registration after `[ShopRouteRegistry registerRoutes]` at line 9, which finishes it too (the registry routegen generates ends `registerRoutes` with `notifyRegistrationFinished`); both run whenever this function runs, and ZIKRouter asserts \"Registration is already finished.\" in debug builds. Remove this call"
            ], "\(found)")
        // A branch between them: routegen cannot tell both run.
        let branched = main.replacingOccurrences(
            of: "        [ZIKRouteRegistry notifyRegistrationFinished];",
            with: "        if (argc > 1) {\n            [ZIKRouteRegistry notifyRegistrationFinished];\n        }")
        #expect(places([files[0], ("Sources/Shop/main.m", branched)], config: config) == ["note main.m:11"])
        let swift = """
            import UIKit
            import ZIKRouter

            ZIKRouteRegistry.autoRegister = false
            FeedRouteRegistry.registerRoutes()
            ZIKRouteRegistry.notifyRegistrationFinished()
            _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(FeedAppDelegate.self))
            """
        #expect(
            places([("Sources/Feed/main.swift", swift)], config: Self.registry("FeedRouteRegistry"))
                == ["error main.swift:6"])
    }
}
