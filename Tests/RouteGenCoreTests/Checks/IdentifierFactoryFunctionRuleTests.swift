import Foundation
import Testing

@testable import RouteGenCore

/// `identifier-factory-function`: ZIKRouter 1.1.1 asserts on `registerIdentifier:forMakingView:factory:`
/// / `…configurationFactory:` (and the service versions) unless the class has an exclusive router.
struct IdentifierFactoryFunctionRuleTests {
    let rule = IdentifierFactoryFunctionRule()

    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "AccountRouters.h"

        @interface LoginViewController : XXViewController <ZIKRoutableView>
        @end

        @interface SignupViewController : XXViewController <ZIKRoutableView>
        @end

        @interface ProfileViewController : XXViewController <ZIKRoutableView>
        @end

        @interface ReceiptModuleConfiguration : ZIKServiceMakeableConfiguration
        @end

        @interface ReceiptPrinter : NSObject <ZIKRoutableService>
        @end

        @interface AccountRouteAdapter : ZIKViewRouteAdapter
        @end
        """

    /// The routers are declared in another class's header, as apps that group them do.
    static let routersHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @interface ProfileViewRouter : ZIKViewRouter
        @end
        """

    static let routersImplementation = """
        #import "AccountRouters.h"
        #import "AccountRouteAdapter.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        @implementation ProfileViewRouter
        + (void)registerRoutableDestination {
            [self registerExclusiveView:[ProfileViewController class]];
        }

        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[ProfileViewController alloc] init];
        }
        @end
        """

    static let objcImplementation = """
        #import "AccountRouteAdapter.h"

        @implementation LoginViewController
        @end

        @implementation SignupViewController
        @end

        @implementation ProfileViewController
        @end

        @implementation ReceiptModuleConfiguration
        @end

        @implementation ReceiptPrinter
        @end

        static id _Nullable makeLoginViewController(ZIKViewRouteConfiguration *configuration) {
            return [[LoginViewController alloc] init];
        }

        static ZIKPerformRouteConfiguration<ZIKConfigurationMakeable> *makeReceiptConfiguration(void) {
            return [ReceiptModuleConfiguration new];
        }

        @implementation AccountRouteAdapter
        + (void)registerRoutableDestination {
        #if DEBUG
            [ZIKViewRouter registerIdentifier:@"login" forMakingView:[LoginViewController class] factory:makeLoginViewController];
        #endif
            [ZIKViewRouter registerIdentifier:@"signup"
                                forMakingView:[SignupViewController class]
                                       making:^id _Nullable(ZIKViewRouteConfiguration *configuration) {
                return [[SignupViewController alloc] init];
            }];
            [ZIKViewRouter registerIdentifier:@"profile" forMakingView:[ProfileViewController class] factory:makeLoginViewController];
            [ZIKServiceRouter registerIdentifier:@"receipt" forMakingService:[ReceiptPrinter class] configurationFactory:makeReceiptConfiguration];
            [ZIKViewRouter registerIdentifier:@"login.legacy" forMakingView:NSClassFromString(@"LoginViewController") factory:makeLoginViewController];
        }
        @end
        """

    private func objcFindings(
        implementation: String = objcImplementation, routers: String = routersImplementation
    ) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AccountRouteAdapter.h", Self.objcHeader),
                ("Sources/App/AccountRouteAdapter.m", implementation),
                ("Sources/App/AccountRouters.h", Self.routersHeader),
                ("Sources/App/AccountRouters.m", routers),
            ])
    }

    /// Both function variants in both registries are errors, under `#if` too; the block variant
    /// and a class with an exclusive router are not; an unread class is undecided while a router
    /// registers some class exclusively.
    @Test func objcFixtures() {
        let found = objcFindings()
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains(
                "29:20: `registerIdentifier:forMakingView:factory:` registers identifier login for LoginViewController, which no router registers exclusively; ZIKRouter 1.1.1 inverts the exclusive-router assertion of `registerIdentifier:forMakingView:factory:`, so it asserts for such a class when the registration runs in debug builds; pass a block to `registerIdentifier:forMakingView:making:` instead"
            ), "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "37:23: `registerIdentifier:forMakingService:configurationFactory:` registers identifier receipt for ReceiptPrinter, which no router registers exclusively;"
                ) && $0.hasSuffix("pass a block to `registerIdentifier:forMakingService:configurationMaking:` instead")
            }, "\(found)")
        #expect(
            found.contains(
                "38:20: routegen cannot decide whether the class `registerIdentifier:forMakingView:factory:` registers identifier login.legacy for has an exclusive router, without which ZIKRouter 1.1.1 asserts: routegen cannot read its class argument, and router ProfileViewRouter register classes exclusively"
            ), "\(found)")
        #expect(!found.contains { $0.contains("signup") || $0.contains("identifier profile ") }, "\(found)")
    }

    /// Without any exclusive router, a class routegen cannot read has none either.
    @Test func unreadClassWithoutExclusiveRoutersIsAnError() {
        let shared = Self.routersImplementation.replacingOccurrences(
            of: "registerExclusiveView:", with: "registerView:")
        let found = objcFindings(routers: shared)
        #expect(found.count == 4, "\(found)")
        #expect(
            found.contains(
                "38:20: `registerIdentifier:forMakingView:factory:` registers identifier login.legacy for a class, and no router registers any class exclusively; ZIKRouter 1.1.1 inverts the exclusive-router assertion of `registerIdentifier:forMakingView:factory:`, so it asserts for such a class when the registration runs in debug builds; pass a block to `registerIdentifier:forMakingView:making:` instead"
            ), "\(found)")
        #expect(
            found.contains { $0.hasPrefix("36:20: ") && $0.contains("identifier profile for ProfileViewController") })
    }

    /// A registration the registry never runs (an abstract adapter's) asserts on nothing.
    @Test func registrationsThatNeverRunAreNotChecked() {
        let abstract = Self.objcImplementation.replacingOccurrences(
            of: "@implementation AccountRouteAdapter\n",
            with: "@implementation AccountRouteAdapter\n+ (BOOL)isAbstractRouter {\n    return YES;\n}\n")
        let found = objcFindings(implementation: abstract)
        #expect(found.isEmpty, "\(found)")
    }

    static let swiftSource = """
        import UIKit
        import ZIKRouter
        import ZRouter

        protocol ReceiptServiceInput: AnyObject {}

        final class LoginViewController: UIViewController, ZIKRoutableView {}
        final class ProfileViewController: UIViewController, ZIKRoutableView {}
        final class ReceiptPrinter: NSObject, ZIKRoutableService, ReceiptServiceInput {}
        final class ReceiptModuleConfiguration: ServiceMakeableConfiguration<ReceiptServiceInput, () -> ReceiptServiceInput> {}

        func makeLoginViewController(_ configuration: ZIKViewRouteConfiguration) -> Any? { LoginViewController() }
        func makeReceiptConfiguration() -> ZIKPerformRouteConfiguration { ReceiptModuleConfiguration({ ReceiptPrinter() }) }

        final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerExclusiveView(ProfileViewController.self)
            }

            override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? { ProfileViewController() }
        }

        extension AppRouteRegistration {
            static func registerFactories() {
                #if DEBUG
                ZIKAnyViewRouter.registerIdentifier("login", forMakingView: LoginViewController.self, factory: makeLoginViewController)
                #endif
                ZIKAnyViewRouter.registerIdentifier("profile", forMakingView: ProfileViewController.self, factory: makeLoginViewController)
                ZIKAnyServiceRouter.registerIdentifier("receipt", forMakingService: ReceiptPrinter.self, configurationFactory: makeReceiptConfiguration)
                ZIKAnyViewRouter.registerIdentifier("login.block", forMakingView: LoginViewController.self, making: makeLoginViewController)
                ZIKAnyServiceRouter.registerIdentifier("receipt.block", forMakingService: ReceiptPrinter.self, configurationMaking: makeReceiptConfiguration)
            }
        }

        final class AppRouteRegistration: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                registerFactories()
            }
        }
        """

    /// Swift calls the same selectors; registrations made in a helper the register body calls
    /// count; a class with an exclusive router and the block variants give nothing.
    @Test func swiftFixtures() {
        let found = CheckSnippet.findings(rule, Self.swiftSource)
        #expect(found.count == 2, "\(found)")
        #expect(!found.contains { $0.contains("profile") || $0.contains(".block") }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "26:26: `registerIdentifier:forMakingView:factory:` registers identifier login for LoginViewController, which no router registers exclusively;"
                )
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "29:29: `registerIdentifier:forMakingService:configurationFactory:` registers identifier receipt for ReceiptPrinter,"
                )
            }, "\(found)")
    }
}
