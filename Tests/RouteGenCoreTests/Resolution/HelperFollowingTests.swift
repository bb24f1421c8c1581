import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Registrations made in functions a `registerRoutableDestination` body calls belong to the
/// calling router, in both languages, across files, transitively.
struct HelperFollowingTests {
    @Test func swiftFreeStaticAndExtensionHelpersAcrossFiles() {
        let graph = Snippet.graph([
            (
                "Sources/LoginKit/Dependencies.swift",
                """
                public func registerLoginKitDependencies() {
                    ZIKViewRouteAdapter.register(adapter: RoutableView<LoginAlertInput>(), forAdaptee: RoutableView<AlertInput>())
                    registerMoreLoginKitDependencies()
                }
                func registerMoreLoginKitDependencies() {
                    ZIKViewRouteAdapter.register(adapter: RoutableView<LoginToastInput>(), forAdaptee: RoutableView<AlertInput>())
                    registerLoginKitDependencies() // a loop: followed once
                }
                """
            ),
            (
                "Sources/App/AppAdapter.swift",
                """
                final class AppAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        registerLoginKitDependencies()
                        Self.registerOwn()
                        ProfileViewRouter.registerProfileKeys()
                    }
                }
                extension AppAdapter {
                    static func registerOwn() { register(adapter: RoutableView<OwnInput>(), forAdaptee: RoutableView<AlertInput>()) }
                }
                final class ProfileViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() { registerView(ProfileViewController.self) }
                    // Called as `ProfileViewRouter.registerProfileKeys()`: `self` is ProfileViewRouter.
                    static func registerProfileKeys() { registerIdentifier("profile") }
                }
                """
            ),
        ])
        #expect(
            Snippet.registrations(of: "AppAdapter", in: graph) == [
                "adapter LoginAlertInput->AlertInput", "adapter LoginToastInput->AlertInput",
                "adapter OwnInput->AlertInput",
            ])
        #expect(
            Snippet.registrations(of: "ProfileViewRouter", in: graph) == [
                "view ProfileViewController", "identifier profile",
            ])
        #expect(!graph.diagnostics.contains { $0.rule == "registration-outside-register" })
        let reached = graph.routers.first { $0.name == "AppAdapter" }!.registrations
        #expect(reached.allSatisfy { $0.calledFrom?.file == "Sources/App/AppAdapter.swift" })
        #expect(reached.map { $0.calledFrom!.line } == [3, 3, 4])
    }

    @Test func swiftHelperCalledFromTwoRoutersConflictsAndNamesTheCalls() {
        let found = CheckSnippet.findings(
            DuplicateProtocolRule(),
            """
            func registerSharedHome() { ZIKAnyViewRouter.register(RoutableView<HomeInput>(), forMakingView: HomeViewController.self) }
            final class AAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() { registerSharedHome() }
            }
            final class BAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    registerSharedHome()
                }
            }
            """)
        #expect(found.count == 2)
        #expect(
            found.allSatisfy {
                $0.hasPrefix("1:46: view protocol HomeInput is registered by a `forMaking…` registration in")
            })
        #expect(found.contains { $0.contains("in AAdapter (through the call at Snippet.swift:3)") })
        #expect(found.contains { $0.contains("in BAdapter (through the call at Snippet.swift:7)") })
    }

    @Test func swiftCallConditionAndHelperConditionBothApply() {
        let found = CheckSnippet.findings(
            DuplicateProtocolRule(),
            """
            final class HomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(HomeViewController.self)
                    if TEST_BLOCK_ROUTES == 0 { register(RoutableView<HomeInput>()) }
                }
            }
            final class HomeAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    if TEST_BLOCK_ROUTES == 1 { registerBlockRoutes() }
                }
                static func registerBlockRoutes() {
                    ZIKAnyViewRouter.register(RoutableView<HomeInput>(), forMakingView: HomeViewController.self)
                }
            }
            """)
        #expect(found.isEmpty)
    }

    @Test func objcCFunctionsClassMethodsAndHeaderHelpers() {
        let graph = Snippet.graph([
            (
                "Sources/LoginKit/ZIKLoginModule.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                #ifdef USE_DEFAULT_DEPENDENCY_ZIKLoginModule
                static inline void registerDependencyOfZIKLoginModule(void) {
                    [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(ZIKLoginAlertInput)
                                                    forAdaptee:ZIKRoutable(ZIKAlertInput)];
                }
                #endif
                """
            ),
            (
                "Sources/App/AppAdapter.h",
                "@interface AppAdapter : ZIKViewRouteAdapter\n@end\n@interface ProfileViewRouter : ZIKViewRouter\n@end\n"
            ),
            (
                "Sources/App/AppAdapter.m",
                """
                #import "AppAdapter.h"
                static void registerToastAdapter(BOOL again) {
                    [ZIKViewRouteAdapter registerDestinationAdapter:ZIKRoutable(ZIKToastInput) forAdaptee:ZIKRoutable(ZIKAlertInput)];
                    if (again) registerToastAdapter(NO);
                }
                @implementation AppAdapter
                + (void)registerRoutableDestination {
                    registerDependencyOfZIKLoginModule();
                    if (SHOW_TOASTS) {
                        registerToastAdapter(YES);
                    }
                    [self registerOwnAdapters];
                    [ProfileViewRouter registerProfileKeys];
                }
                + (void)registerOwnAdapters {
                    [self registerDestinationAdapter:ZIKRoutable(ZIKOwnInput) forAdaptee:ZIKRoutable(ZIKAlertInput)];
                }
                @end
                @implementation ProfileViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[ProfileViewController class]];
                }
                + (void)registerProfileKeys {
                    [self registerIdentifier:@"profile"];
                }
                @end
                """
            ),
        ])
        #expect(
            Snippet.registrations(of: "AppAdapter", in: graph) == [
                "adapter ZIKLoginAlertInput->ZIKAlertInput", "adapter ZIKToastInput->ZIKAlertInput",
                "adapter ZIKOwnInput->ZIKAlertInput",
            ])
        #expect(
            Snippet.registrations(of: "ProfileViewRouter", in: graph) == [
                "view ProfileViewController", "identifier profile",
            ])
        #expect(!graph.diagnostics.contains { $0.rule == "registration-outside-register" })
        let adapter = graph.routers.first { $0.name == "AppAdapter" }!
        // The header's `#ifdef` and the call's `if` are both kept.
        #expect(
            adapter.registrations[0].condition == BuildCondition(["defined(USE_DEFAULT_DEPENDENCY_ZIKLoginModule)"]))
        #expect(adapter.registrations[1].condition.runtime == ["SHOW_TOASTS"])
        #expect(adapter.registrations.map { $0.calledFrom?.line } == [8, 10, 12])
    }

    @Test func objcUnreachedHelperKeepsTheWarning() {
        let graph = Snippet.graph([
            (
                "Sources/App/Helpers.m",
                """
                static void registerUnused(void) {
                    [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(A) forAdaptee:ZIKRoutable(B)];
                }
                """
            )
        ])
        #expect(
            graph.diagnostics.filter { $0.rule == "registration-outside-register" }.map { $0.location!.line } == [2])
    }

    /// A module's default-dependency helper under an opt-in `#if` that this app never calls: in
    /// folder mode the helper may be compiled, and the warning stays; in a project whose targets do
    /// not define the opt-in the helper does not exist, so there is nothing to warn about. An app
    /// that defines it and still never calls the helper keeps the warning.
    @Test(arguments: [
        (
            "LoginKit/LoginKit/LoginKitDependencies.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #if USE_DEFAULT_DEPENDENCY_LoginKit
            static inline void registerDependencyOfLoginKit(void) {
                [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(LoginKitAlertInput) forAdaptee:ZIKRoutable(AlertModuleInput)];
            }
            #endif
            """
        ),
        (
            "LoginKit/LoginKit/LoginKitDependencies.swift",
            """
            import ZRouter
            #if USE_DEFAULT_DEPENDENCY_LoginKit
            public func registerDependencyOfLoginKit() {
                ZIKViewRouteAdapter.register(adapter: RoutableViewModule<LoginKitAlertInput>(), forAdaptee: RoutableViewModule<AlertModuleInput>())
            }
            #endif
            """
        ),
    ])
    func unreachedHelperUnderAnOptInTheProjectLeavesOutIsNotReported(_ helper: (path: String, source: String)) {
        let files: [(path: String, source: String)] = [
            helper,
            (
                "App/App/AppAdapter.m",
                """
                #import "AppAdapter.h"
                @implementation AppAdapter
                + (void)registerRoutableDestination {
                    [self registerModuleAdapter:ZIKRoutable(AppAlertInput) forAdaptee:ZIKRoutable(AlertModuleInput)];
                }
                @end
                """
            ),
            ("App/App/AppAdapter.h", "@interface AppAdapter : ZIKViewRouteAdapter\n@end\n"),
        ]
        let graph = Snippet.graph(files)
        func warnings(_ graph: RouteGraph) -> [Int] {
            graph.diagnostics.filter { $0.rule == "registration-outside-register" }.compactMap { $0.location?.line }
        }
        #expect(warnings(graph) == [4], "folder mode: \(graph.diagnostics.map(\.rendered))")
        let fileModules = Dictionary(
            uniqueKeysWithValues: files.map { ($0.path, String($0.path.split(separator: "/")[0])) })
        func project(appDefines: [String]) -> RouteGraph {
            let modules: [String: ProjectModule] = [
                "App": ProjectModule(
                    kind: .application, importableHeaders: [], defines: appDefines, swiftConditions: appDefines,
                    dependencies: ["LoginKit"]),
                "LoginKit": ProjectModule(kind: .framework, importableHeaders: [], defines: ["DEBUG=1"]),
            ]
            return graph.configured(projectModules: modules, fileModules: fileModules, registryModule: "App")
        }
        #expect(warnings(project(appDefines: ["DEBUG=1"])).isEmpty)
        if helper.path.hasSuffix(".h") {
            // A header is compiled with the defines of every target that includes it.
            #expect(warnings(project(appDefines: ["DEBUG=1", "USE_DEFAULT_DEPENDENCY_LoginKit=1"])) == [4])
        }
    }

    /// `OtherRouter.registerKeys()` runs when the caller's body runs, even if OtherRouter's own
    /// body never does (it is abstract here): the identifier is registered.
    @Test func helperOnAnotherClassRunsWithTheCaller() {
        let found = CheckSnippet.findings(
            UnregisteredRouteRule(),
            """
            class BaseViewRouter: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { true }
                override class func registerRoutableDestination() {}
                static func registerKeys() { registerIdentifier("profile") }
            }
            final class AppAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() { BaseViewRouter.registerKeys() }
            }
            final class Coordinator {
                func open() { Router.to(viewIdentifier: "profile")?.perform(path: .push(from: self)) }
            }
            """)
        #expect(found.isEmpty)
    }
}
