/// `missing-own-registration`: a concrete router that does not define `registerRoutableDestination`
/// itself. Calling it would re-run its superclass's registrations with itself as receiver and trap
/// on the duplicates (docs/ZIKRouter-semantics.md#registrable-router-scanner-rules), so the generated registry leaves it out.
///
/// The graph builder records the exclusion on the router; this rule words it, for `check` and,
/// as a warning, for `generate`.
import RouteGenModel

package struct MissingOwnRegistrationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "missing-own-registration",
        defaultSeverity: .error,
        summary: "A concrete router does not define its own `registerRoutableDestination`.",
        reportedAt: "the router",
        rationale:
            "A concrete router without its own `registerRoutableDestination`: registering it would run its parent's registrations a second time and trap, so the registry leaves it out, and ZIKRouter's launch check in debug builds (`ZIKROUTER_CHECK`) asserts on it (\"must override +registerRoutableDestination\") whether it is registered or not. Override it, or mark the router abstract (`isAbstractRouter`). An Objective-C router whose `@implementation` is not in the scanned sources (a binary framework) is left out too, with a warning that says so: routegen cannot tell whether it defines the method; register it by hand if it is concrete. Requests nothing else answers are then only notes (see `unregistered-route`).",
        explainsExclusion: true,
        triggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class LoginViewController: UIViewController, ZIKRoutableView {}

                class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("login")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }

                final class QuickLoginViewRouter: LoginViewRouter { // expect: missing-own-registration
                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                """),
            .objc(
                "LoginViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface LoginViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface LoginViewRouter : ZIKViewRouter
                    @end

                    @interface QuickLoginViewRouter : LoginViewRouter // expect: missing-own-registration
                    @end
                    """,
                implementation: """
                    #import "LoginViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewController
                    @end

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerIdentifier:@"login"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end

                    @implementation QuickLoginViewRouter
                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class LoginViewController: UIViewController, ZIKRoutableView {}

                class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("login")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }

                final class QuickLoginViewRouter: LoginViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("quick-login")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                """),
            // An abstract subclass is never registered, so it needs no registration of its own.
            .objc(
                "LoginViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface LoginViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface LoginViewRouter : ZIKViewRouter
                    @end

                    @interface LoginFlowBaseRouter : LoginViewRouter
                    @end
                    """,
                implementation: """
                    #import "LoginViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewController
                    @end

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerIdentifier:@"login"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end

                    @implementation LoginFlowBaseRouter
                    + (BOOL)isAbstractRouter {
                        return self == [LoginFlowBaseRouter class];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let names = RouterDisplayNames(routers: context.graph.routers)
        return context.graph.routers.compactMap { router in
            guard let reason = router.exclusion,
                reason == .missingOwnRegistration || reason == .implementationNotScanned
            else { return nil }
            if reason == .implementationNotScanned {
                // Whether it defines the method is unknown: only ZIKRouter could tell.
                return Finding(
                    "router \(names.name(of: router)) is not registered: it \(reason.description)", at: router.location,
                    severity: .warning)
            }
            return Finding(
                "router \(names.name(of: router)) is not registered: it \(reason.description); ZIKRouter asserts when registration finishes in debug builds",
                at: router.location)
        }
    }
}
