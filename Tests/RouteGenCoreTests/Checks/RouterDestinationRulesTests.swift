import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `missing-destination-override` and `router-without-destination`: what ZIKRouter's launch check
/// wants of every concrete router class, whether the app registers it or not.
struct RouterDestinationRulesTests {
    let override = MissingDestinationOverrideRule()
    let destination = RouterWithoutDestinationRule()

    /// ZIKRouter compares the class's own method with its superclass's: a template method in a
    /// user base router does not count for the subclass.
    @Test func swiftRouterLeaningOnItsBaseRoutersMethodIsReported() {
        let base = """
            import UIKit
            import ZIKRouter
            import ZRouter

            final class ProfileViewController: UIViewController, ZIKRoutableView {}

            open class BaseViewRouter<Destination: UIViewController>: ZIKViewRouter<Destination, ViewRouteConfig> {
                override open class func isAbstractRouter() -> Bool { self == BaseViewRouter.self }
                open func makeViewController() -> Destination? { nil }
                open override func destination(with configuration: ViewRouteConfig) -> Destination? { makeViewController() }
            }

            final class ProfileViewRouter: BaseViewRouter<ProfileViewController> {
                override class func registerRoutableDestination() { registerView(ProfileViewController.self) }
                override func makeViewController() -> ProfileViewController? { ProfileViewController() }
            }
            """
        #expect(
            CheckSnippet.findings(override, base) == [
                "13:13: router ProfileViewRouter does not define its own `destination(with:)`, which makes its destination; ZIKRouter asserts when registration finishes in debug builds"
            ])
        // The method in an extension of the router is the router's own.
        let fixed =
            base + """

                extension ProfileViewRouter {
                    override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? { makeViewController() }
                }
                """
        #expect(CheckSnippet.findings(override, fixed).isEmpty)
        // An adapter makes nothing; a router that says it is abstract is never instantiated.
        #expect(
            CheckSnippet.findings(
                override,
                """
                final class AppViewAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() { registerIdentifier("profile") }
                }
                class AbstractViewRouter: ZIKAnyViewRouter {
                    override class func isAbstractRouter() -> Bool { true }
                    override class func registerRoutableDestination() {}
                }
                """
            ).isEmpty)
    }

    /// An Objective-C router's method may sit in a category of the router, in another file.
    @Test func objectiveCMethodCountsInTheRoutersCategoryToo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/LoginViewRouter.h",
            """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouter.h>

            @interface LoginViewController : XXViewController <ZIKRoutableView>
            @end

            @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
            @end
            """)
        try folder.write(
            "App/LoginViewRouter.m",
            """
            #import "LoginViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation LoginViewController
            @end

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[LoginViewController class]];
            }
            @end
            """)
        let findings = {
            let result = Pipeline.run(Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig()))
            return Checker.run(CheckContext(graph: result.graph), rules: [self.override]).map { diagnostic in
                "\((diagnostic.location!.file as NSString).lastPathComponent):\(diagnostic.location!.line): \(diagnostic.message)"
            }
        }
        #expect(
            findings() == [
                "LoginViewRouter.h:7: router LoginViewRouter does not define its own `-destinationWithConfiguration:`, which makes its destination; ZIKRouter asserts when registration finishes in debug builds"
            ])
        try folder.write(
            "App/LoginViewRouter+Making.m",
            """
            #import "LoginViewRouter.h"

            @implementation LoginViewRouter (Making)
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [[LoginViewController alloc] init];
            }
            @end
            """)
        #expect(findings().isEmpty)
        // Only the header scanned (a binary framework's router): nothing to say.
        try FileManager.default.removeItem(atPath: folder.path + "/App/LoginViewRouter.m")
        try FileManager.default.removeItem(atPath: folder.path + "/App/LoginViewRouter+Making.m")
        #expect(findings().isEmpty)
    }

    @Test func routerRegisteringOnlyKeysIsReportedInBothLanguages() {
        #expect(
            CheckSnippet.findings(
                destination,
                """
                final class HomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerIdentifier("home")
                    }
                    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? { nil }
                }
                """) == [
                    "1:13: router HomeViewRouter registers no view class in its `registerRoutableDestination`; ZIKRouter asserts when registration finishes in debug builds"
                ])
        let objc = CheckSnippet.findings(
            destination,
            [
                (
                    "Sources/App/AccountServiceRouter.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol AccountServiceInput <ZIKServiceRoutable>
                    @end

                    @interface AccountServiceRouter : ZIKServiceRouter
                    @end
                    """
                ),
                (
                    "Sources/App/AccountServiceRouter.m",
                    """
                    #import "AccountServiceRouter.h"
                    #import <ZIKRouter/ZIKServiceRouterInternal.h>

                    @implementation AccountServiceRouter
                    + (void)registerRoutableDestination {
                        [self registerServiceProtocol:ZIKRoutable(AccountServiceInput)];
                    }
                    - (id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
                        return nil;
                    }
                    @end
                    """
                ),
            ])
        #expect(
            objc == [
                "6:12: router AccountServiceRouter registers no service class in its `registerRoutableDestination`; ZIKRouter asserts when registration finishes in debug builds"
            ])
    }

    /// A destination registered in a helper the body calls, sent from another class's body, or
    /// under `#if`, is registered; a block route in the router's body is a route of its own.
    @Test func destinationsRegisteredAnywhereTheBodyReachesCount() {
        let classes = """
            final class HomeViewController: UIViewController, ZIKRoutableView {}
            final class DebugViewController: UIViewController, ZIKRoutableView {}

            """
        #expect(
            CheckSnippet.findings(
                destination,
                classes + """
                    final class HomeViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerScreens()
                        }
                        private static func registerScreens() {
                            registerView(HomeViewController.self)
                        }
                    }
                    final class DebugViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            #if DEBUG
                            registerView(DebugViewController.self)
                            #endif
                        }
                    }
                    final class SettingsViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {}
                    }
                    final class AppRoutes: ZIKViewRouteAdapter {
                        override class func registerRoutableDestination() {
                            SettingsViewRouter.registerView(HomeViewController.self)
                        }
                    }
                    """
            ).isEmpty)
        #expect(
            CheckSnippet.findings(
                destination,
                classes + """
                    final class ShellViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            ZIKViewRoute<HomeViewController, ViewRouteConfig>.make(withDestination: HomeViewController.self, makeDestination: { _, _ in HomeViewController() })
                                .registerIdentifier("shell")
                        }
                    }
                    """
            ).map { String($0.prefix(24)) } == ["3:13: router ShellViewRo"])
    }

    /// A class routegen cannot read may be the destination: a note that says which call.
    @Test func anUnreadDestinationClassMakesItANote() {
        let findings = CheckSnippet.findings(
            destination,
            """
            final class FeatureViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(NSClassFromString(FeatureFlags.screenClassName) as! UIViewController.Type)
                }
            }
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.contains("cannot be read statically and may be it") == true, "\(findings)")
        #expect(
            CheckSnippet.decided(
                destination,
                """
                final class FeatureViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(NSClassFromString(FeatureFlags.screenClassName) as! UIViewController.Type)
                    }
                }
                """
            ).isEmpty)
    }
}
