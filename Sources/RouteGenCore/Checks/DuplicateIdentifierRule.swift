/// `duplicate-identifier`: one identifier or URL pattern registered twice in the same registry,
/// even by the same router (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys; `registerURLPattern` also registers the pattern as an
/// identifier). Reported at both registrations (one router registering a key twice: once, at the
/// second call); mutually exclusive `#if` or runtime branches never conflict.
import RouteGenModel

package struct DuplicateIdentifierRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "duplicate-identifier",
        defaultSeverity: .error,
        summary: "The same identifier or URL pattern is registered twice in the same registry.",
        reportedAt: "both registrations (the second, when one router registers the key twice)",
        rationale:
            "One identifier or URL pattern registered twice in the same registry, even by one router; ZIKRouter traps on the second registration. `registerURLPattern` registers the pattern as an identifier too.",
        triggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class HomeViewController: UIViewController, ZIKRoutableView {}

                final class HomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(HomeViewController.self)
                        registerIdentifier("home") // expect: duplicate-identifier
                        registerURLPattern("app://home") // expect: duplicate-identifier
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
                }

                final class LegacyHomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(HomeViewController.self)
                        registerIdentifier("home") // expect: duplicate-identifier
                        registerURLPattern("app://home") // expect: duplicate-identifier
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
                }
                """),
            .objc(
                "HomeViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface HomeViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface HomeViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "HomeViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation HomeViewController
                    @end

                    @implementation HomeViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[HomeViewController class]];
                        [self registerIdentifier:@"home"];
                        [self registerIdentifier:@"home"]; // expect: duplicate-identifier
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[HomeViewController alloc] init];
                    }
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

                final class HomeViewController: UIViewController, ZIKRoutableView {}

                #if DEBUG
                final class DebugHomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(HomeViewController.self)
                        registerIdentifier("home")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
                }
                #else
                final class HomeViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(HomeViewController.self)
                        registerIdentifier("home")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
                }
                #endif

                // Identifiers are unique per registry: a service may reuse a view's.
                final class HomeService: NSObject, ZIKRoutableService {}

                final class HomeServiceRouter: ZIKAnyServiceRouter {
                    override class func registerRoutableDestination() {
                        registerService(HomeService.self)
                        registerIdentifier("home")
                    }

                    override func destination(with configuration: PerformRouteConfig) -> Any? { HomeService() }
                }
                """),
            .objc(
                "HomeViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface HomeViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface HomeViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "HomeViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation HomeViewController
                    @end

                    @implementation HomeViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[HomeViewController class]];
                        [self registerIdentifier:@"home"];
                        [self registerURLPattern:@"app://home/:tab"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[HomeViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let patternCalls = Set(context.routes.urlPatterns.map { $0.fact.location })
        var findings: [Finding] = []
        for identifier in context.routes.identifiers.keys.sorted() {
            let registrations = context.routes.identifiers[identifier]!
            for registry in [RegistryKind.view, .service] {
                for pair in Conflicts.pairs(registrations.filter { $0.registry == registry }) {
                    let registration = pair.registration
                    let what = patternCalls.contains(registration.fact.location) ? "URL pattern" : "identifier"
                    // One router registering a key twice is one fault: reported once, where ZIKRouter
                    // asserts (the later call), naming the router once.
                    if pair.others.allSatisfy({ $0.isSameRoute(as: registration) }) {
                        guard pair.others.allSatisfy({ $0.fact.location < registration.fact.location }) else {
                            continue
                        }
                        findings.append(
                            Conflicts.finding(
                                pair,
                                "\(registry.rawValue) \(what) \"\(identifier)\" is registered a second time by \(registration.routeDescription), which registered it already (\(Conflicts.files(pair.others))); ZIKRouter asserts on the second registration"
                            ))
                        continue
                    }
                    findings.append(
                        Conflicts.finding(
                            pair,
                            "\(registry.rawValue) \(what) \"\(identifier)\" is registered by \(registration.routeDescription) and also by \(Conflicts.list(pair.others)); ZIKRouter asserts on the second registration"
                        ))
                }
            }
        }
        return findings
    }
}
