/// `invalid-route-key`: an identifier or URL pattern registered with an empty string literal.
/// ZIKRouter asserts `identifier.length > 0` when a router or block route registers one (a URL
/// pattern is registered as an identifier too).
import RouteGenModel

package struct InvalidRouteKeyRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "invalid-route-key",
        defaultSeverity: .error,
        summary: "A router or block route registers an empty identifier or URL pattern.",
        reportedAt: "the registration",
        rationale:
            "ZIKRouter asserts `identifier.length > 0` when a router or a block route registers an identifier (`registerIdentifier:` / `registerIdentifier(_:)`, a block route's `.registerIdentifier(…)`), and `registerURLPattern:` registers its pattern as an identifier too, so an empty string literal asserts when the registration runs in debug builds, and in release builds binds a key no request can mean. Give the route a name, or drop the registration. (A `forMaking…` identifier registration is not checked this way by ZIKRouter.)",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class LoginViewController: UIViewController, ZIKRoutableView {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    registerIdentifier(\(mistake ? "\"\") // expect: invalid-route-key" : "\"login\")")
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginViewRouter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @interface LoginViewController : XXViewController <ZIKRoutableView>
                @end

                @interface LoginViewRouter : ZIKViewRouter
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
                    [self registerURLPattern:@"\(mistake ? "\"]; // expect: invalid-route-key" : "app://login\"];")
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            let fact = registration.fact
            guard fact.kind == .identifier || fact.kind == .urlPattern, fact.route != .makingDestination,
                fact.key.isEmpty, seen.insert(fact.location).inserted
            else { continue }
            let what =
                fact.kind == .urlPattern
                ? "an empty URL pattern, which it also registers as an identifier" : "an empty identifier"
            findings.append(
                Finding(
                    "\(registration.routeDescription) registers \(what); ZIKRouter asserts `identifier.length > 0` when the registration runs in debug builds",
                    at: fact.location))
        }
        return findings
    }
}
