/// `routable-view-not-a-view`: ZIKRouter's view routes make views and view controllers only.
/// `registerView:` / `registerExclusiveView:` assert on a class that is neither, and the launch
/// check in debug builds asserts on every responder that adopts `ZIKRoutableView` itself without
/// being one (an app delegate, a window controller, a coordinator subclassing `UIResponder`).
import RouteGenModel

package struct RoutableViewNotAViewRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "routable-view-not-a-view",
        defaultSeverity: .error,
        summary:
            "A class adopting `ZIKRoutableView`, or registered as a view destination, is not a view or view controller.",
        reportedAt: "the class's adoption of `ZIKRoutableView`, or the `registerView` call",
        rationale:
            "View routers make `UIView` / `UIViewController` (`NSView` / `NSViewController`) subclasses only. `registerView:` and `registerExclusiveView:` assert on any other class, and ZIKRouter's launch check in debug builds (`ZIKROUTER_CHECK`) asserts on every `UIResponder` / `NSResponder` subclass that adopts `ZIKRoutableView` itself without being a view or view controller. Register an object that is not a view with a service router (`ZIKRoutableService`). ZIKRouter's platform macros (`XXViewController`, `XXView`) count as what they stand for. When a class's chain leaves the scanned sources at a class routegen does not know, a note says so.",
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

            /// Starts the onboarding flow; a coordinator, not a screen.
            final class OnboardingCoordinator: \(mistake ? "UIResponder, ZIKRoutableView {} // expect: routable-view-not-a-view" : "NSObject {}")

            final class WelcomeViewController: UIViewController, ZIKRoutableView {}

            final class WelcomeViewRouter: ZIKViewRouter<WelcomeViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(WelcomeViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> WelcomeViewController? {
                    WelcomeViewController()
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "BadgeViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                /// Draws the unread badge; \(mistake ? "a model object, not a view." : "a view.")
                @interface BadgeView : \(mistake ? "NSObject" : "XXView") <ZIKRoutableView>
                @end

                @interface BadgeViewRouter : ZIKViewRouter<BadgeView *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "BadgeViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation BadgeView
                @end

                @implementation BadgeViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[BadgeView class]];\(mistake ? " // expect: routable-view-not-a-view" : "")
                }

                + (ZIKViewRouteTypeMask)supportedRouteTypes {
                    return ZIKViewRouteTypeMaskViewDefault;
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[BadgeView alloc] init];
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        // The launch check: responders that adopt ZIKRoutableView themselves.
        var seen: Set<String> = []
        for declaration in context.graph.conformances.sorted(by: { $0.location < $1.location })
        where !declaration.isProtocol && declaration.inherited.contains("ZIKRoutableView") {
            let name = declaration.typeName
            guard seen.insert(name).inserted else { continue }
            switch conformance.root(of: name, under: declaration.condition) {
            case .framework(let root):
                guard FrameworkTypes.viewKind(of: root) == .responder else { continue }
                findings.append(
                    Finding(
                        "\(name) adopts ZIKRoutableView but is a \(root) subclass, not a view or view controller; ZIKRouter asserts when registration finishes in debug builds",
                        at: declaration.location
                    ))
            case .own:
                continue
            case .unknown(let reason):
                findings.append(
                    ConformanceChecking.undecided(
                        "\(name), which adopts ZIKRoutableView, is a view or view controller", reason: reason,
                        at: declaration.location))
            }
        }
        // The registration: registerView: / registerExclusiveView: of anything but a view or view controller.
        for registration in context.routes.all
        where registration.runs && registration.fact.route == .router
            && (registration.fact.kind == .view || registration.fact.kind == .exclusiveView)
        {
            let name = registration.fact.key
            let verdict: String?
            switch conformance.root(of: name, under: registration.condition) {
            case .framework(let root):
                switch FrameworkTypes.viewKind(of: root) {
                case .view, .platformDependent: verdict = nil
                case .responder, .other: verdict = "a \(root) subclass"
                }
            case .own:
                verdict = "a root class"
            case .unknown:
                // A class that adopts ZIKRoutableView itself has its note above; whether another
                // one is routable at all is `unroutable-destination`'s question.
                verdict = nil
            }
            guard let verdict else { continue }
            findings.append(
                Finding(
                    "view class \(name), registered by \(registration.routeDescription), is \(verdict), not a view or view controller; `registerView:` asserts on it",
                    at: registration.fact.location
                ))
        }
        return findings
    }
}
