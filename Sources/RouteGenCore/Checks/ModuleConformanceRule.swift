/// `module-conformance`: a router registers a module protocol (`registerModuleProtocol`,
/// `register(RoutableViewModule<P>())`) but its configuration class does not conform to it.
/// ZIKRouter checks the router's `defaultRouteConfiguration` when the protocol is registered in
/// a debug build and asserts. The configuration class is the one `defaultRouteConfiguration`
/// returns (of the router or the nearest router class above it that overrides it), else
/// ZIKRouter's own `ZIKPerformRouteConfiguration` / `ZIKViewRouteConfiguration`, which is what
/// the framework's `defaultRouteConfiguration` makes whatever type arguments the superclass is
/// written with. When an override's class cannot be read, nothing is said.
import RouteGenModel

package struct ModuleConformanceRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "module-conformance",
        defaultSeverity: .error,
        summary: "A router's configuration class does not conform to a module protocol the router registers.",
        reportedAt: "the module protocol registration",
        rationale:
            "A router registers a module protocol, but the configuration class its `defaultRouteConfiguration` returns (or its framework base's configuration type argument) does not conform to it. ZIKRouter asserts on it at launch in debug builds. A router that overrides no `defaultRouteConfiguration` uses ZIKRouter's own `ZIKViewRouteConfiguration` / `ZIKPerformRouteConfiguration`, whatever configuration type its superclass is written with (generic arguments are not seen at run time), and that class adopts no module protocol. Make the configuration class adopt the protocol, or override `defaultRouteConfiguration`. Nothing is reported when the configuration class is not statically visible.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    /// The Swift example, with the mistake or without it.
    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            protocol LoginModuleInput: AnyObject {
                var onLogin: ((String) -> Void)? { get set }
            }

            extension RoutableViewModule where Protocol == LoginModuleInput {
                init() { self.init(declaredTypeName: "LoginModuleInput") }
            }

            final class LoginConfig: ZIKViewRouteConfiguration\(mistake ? "" : ", LoginModuleInput") {
                var onLogin: ((String) -> Void)?
            }

            final class LoginViewController: UIViewController, ZIKRoutableView {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableViewModule<LoginModuleInput>())\(mistake ? " // expect: module-conformance" : "")
                }

                override class func defaultRouteConfiguration() -> ViewRouteConfig {
                    return LoginConfig()
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginModuleInput <ZIKViewModuleRoutable>
                @property (nonatomic, copy, nullable) void(^onLogin)(NSString *account);
                @end

                @interface LoginConfig : ZIKViewRouteConfiguration\(mistake ? "" : " <LoginModuleInput>")
                @property (nonatomic, copy, nullable) void(^onLogin)(NSString *account);
                @end

                @interface LoginViewController : UIViewController <ZIKRoutableView>
                @end

                @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, LoginConfig *>
                @end
                """,
            implementation: """
                #import "LoginViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginConfig
                @end

                @implementation LoginViewController
                @end

                @implementation LoginViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];\(mistake ? " // expect: module-conformance" : "")
                }

                + (LoginConfig *)defaultRouteConfiguration {
                    return [LoginConfig new];
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var configurations: [String: [ConfigurationFact]] = [:]
        for fact in context.graph.configurations { configurations[fact.routerName, default: []].append(fact) }
        var findings: [Finding] = []
        for group in ConformanceChecking.registrationsByRouter(context.routes) {
            for registered in group
            where registered.fact.kind == .viewModuleProtocol || registered.fact.kind == .serviceModuleProtocol {
                guard let owner = registered.owner,
                    let (className, source) = Self.configuration(
                        of: owner, facts: configurations, under: registered.condition)
                else { continue }
                let verdicts = ConformanceChecking.members(of: registered.fact.key).map {
                    ($0, conformance.satisfies(className, $0, under: registered.condition))
                }
                let missing = verdicts.filter { $0.1 == .doesNotConform }.map(\.0)
                guard !missing.isEmpty else {
                    if let (member, reason) = ConformanceChecking.firstUnknown(verdicts) {
                        findings.append(
                            ConformanceChecking.undecided(
                                "the configuration class \(className) (\(source)) of router \(owner.name) conforms to module protocol \(member), which it registers here",
                                reason: reason, at: registered.fact.location
                            ))
                    }
                    continue
                }
                findings.append(
                    Finding(
                        "module protocol \(registered.fact.key) is registered by router \(owner.name) here, but its configuration class \(className) (\(source)) does not "
                            + DestinationConformanceRule.describe(missing, conformance: conformance)
                            + "; ZIKRouter asserts at launch in debug builds",
                        at: registered.fact.location
                    ))
            }
        }
        return findings
    }

    /// The configuration class and where it was read, or nil when it cannot be told.
    static func configuration(
        of router: Router, facts: [String: [ConfigurationFact]], under condition: BuildCondition
    ) -> (String, String)? {
        // The nearest class of the chain that overrides `defaultRouteConfiguration` decides.
        for name in [router.name] + router.ancestry {
            let overrides = (facts[name] ?? []).filter {
                ConditionLogic.relation($0.condition, condition) != .exclusive
            }
            guard !overrides.isEmpty else { continue }
            let classes = Set(overrides.map(\.className))
            guard classes.count == 1, let only = classes.first, let className = only else { return nil }
            return (
                className,
                "returned by `defaultRouteConfiguration` at \(ConformanceChecking.place(overrides[0].location))"
            )
        }
        // None does: ZIKRouter's own `defaultRouteConfiguration` makes its base configuration class,
        // whatever type arguments the superclass is written with (Objective-C generics and the
        // Swift generic parameters of these classes are not seen at run time).
        let className = router.kind.isService ? "ZIKPerformRouteConfiguration" : "ZIKViewRouteConfiguration"
        return (
            className,
            "ZIKRouter's default: no class from \(router.name) up to its framework base overrides `defaultRouteConfiguration`"
        )
    }
}
