/// `exclusive-conflict`: a destination class registered exclusively (`registerExclusiveView`,
/// `registerExclusiveService`, a block route's exclusive destination) that any other
/// registration also binds — another router, a shared registration, or the same exclusive call
/// twice (docs/ZIKRouter-semantics.md#runtime-conflicts-exclusive), or that a `forMaking…`
/// registration makes (`ExclusiveMakingConflicts`). ZIKRouter asserts on whichever runs second, so both ends are reported.
import RouteGenModel

package struct ExclusiveConflictRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "exclusive-conflict",
        defaultSeverity: .error,
        summary:
            "A class registered exclusively by one route is also registered by another, or made by a `forMaking…` registration.",
        reportedAt: "both registrations",
        rationale:
            "A class registered exclusively by one route (`registerExclusiveView`, `registerExclusiveService`, a block route's exclusive destination) and also registered by any other route, or exclusively twice; the framework traps whichever runs second. A `forMaking…` registration of the class in the same registry (`registerViewProtocol:forMakingView:`, `registerIdentifier:forMakingService:making:`, `register(RoutableView<P>(), forMakingView: C.self)`…, when the class is a literal) conflicts too; a module protocol's or a configuration factory's one asserts only when it runs after the exclusive registration, so unless both sit in one `registerRoutableDestination` body that order is undecided and the finding is a note. The C-function identifier variants (`registerIdentifier:forMakingView:factory:`, `…configurationFactory:`), whose exclusive-router check is inverted (`identifier-factory-function`), assert only when they run before the exclusive registration, with the same rule for an undecided order. Drop one of the registrations.",
        triggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class LoginViewController: UIViewController, ZIKRoutableView {}

                final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerExclusiveView(LoginViewController.self) // expect: exclusive-conflict
                    }

                    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
                }

                final class QuickLoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self) // expect: exclusive-conflict
                    }

                    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
                }
                """),
            RuleExample(files: [
                (
                    "Sources/App/LoginViewRouters.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface LoginViewRouter : ZIKViewRouter
                    @end

                    @interface QuickLoginViewRouter : ZIKViewRouter
                    @end
                    """
                ),
                (
                    "Sources/App/LoginViewRouters.m",
                    """
                    #import "LoginViewRouters.h"
                    #import "LoginViewController.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerExclusiveView:[LoginViewController class]]; // expect: exclusive-conflict
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end

                    @implementation QuickLoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]]; // expect: exclusive-conflict
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end
                    """
                ),
            ]),
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                protocol CheckoutViewInput: AnyObject {}

                extension RoutableView where Protocol == CheckoutViewInput {
                    init() { self.init(declaredProtocol: CheckoutViewInput.self) }
                }

                final class CheckoutViewController: UIViewController, ZIKRoutableView, CheckoutViewInput {}

                final class CheckoutViewRouter: ZIKViewRouter<CheckoutViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerExclusiveView(CheckoutViewController.self) // expect: exclusive-conflict
                    }

                    override func destination(with configuration: ViewRouteConfig) -> CheckoutViewController? { CheckoutViewController() }
                }

                final class AppRouteRegistration: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        register(RoutableView<CheckoutViewInput>(), forMakingView: CheckoutViewController.self) // expect: exclusive-conflict
                    }
                }
                """),
            .objc(
                "AppRouteRegistration",
                header: """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface ReceiptService : NSObject <ZIKRoutableService>
                    @end

                    @interface ReceiptServiceRouter : ZIKServiceRouter
                    @end

                    @interface AppRouteRegistration : ZIKServiceRouteAdapter
                    @end
                    """,
                implementation: """
                    #import "AppRouteRegistration.h"
                    #import <ZIKRouter/ZIKServiceRouterInternal.h>

                    @implementation ReceiptServiceRouter
                    + (void)registerRoutableDestination {
                        [self registerExclusiveService:[ReceiptService class]]; // expect: exclusive-conflict
                    }

                    - (id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
                        return [[ReceiptService alloc] init];
                    }
                    @end

                    @implementation AppRouteRegistration
                    + (void)registerRoutableDestination {
                        [ZIKServiceRouter registerIdentifier:@"receipts" forMakingService:[ReceiptService class]]; // expect: exclusive-conflict
                    }
                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class LoginViewController: UIViewController, ZIKRoutableView {}
                final class ProfileViewController: UIViewController, ZIKRoutableView {}

                final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerExclusiveView(LoginViewController.self)
                    }

                    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
                }

                // A class may have many shared routers.
                final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(ProfileViewController.self)
                    }

                    override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? { ProfileViewController() }
                }

                final class CompactProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(ProfileViewController.self)
                    }

                    override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? { ProfileViewController() }
                }
                """),
            .objc(
                "LoginViewRouter",
                header: """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface LoginViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "LoginViewRouter.h"
                    #import "LoginViewController.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerExclusiveView:[LoginViewController class]];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for className in context.routes.classes.keys.sorted() {
            for registry in [RegistryKind.view, .service] {
                let registrations = context.routes.classes[className]!.filter { $0.registry == registry }
                guard registrations.contains(where: { $0.fact.kind.isExclusive }) else { continue }
                // Two shared registrations of one class are fine; a pair conflicts when either is exclusive.
                let pairs = Conflicts.pairs(registrations) { one, other in
                    !one.fact.kind.isExclusive && !other.fact.kind.isExclusive
                }
                for pair in pairs {
                    let registration = pair.registration
                    let how = registration.fact.kind.isExclusive ? "exclusively" : "(shared)"
                    findings.append(
                        Conflicts.finding(
                            pair,
                            "\(registry.rawValue) class \(className) is registered \(how) by \(registration.routeDescription) and also by \(Conflicts.list(pair.others)); an exclusively registered class can have no other route"
                        ))
                }
            }
        }
        return findings + ExclusiveMakingConflicts.findings(in: context.routes)
    }
}

extension RegistrationKind {
    var isExclusive: Bool { self == .exclusiveView || self == .exclusiveService }
}
