/// `view-route-types`: a view router registers a `UIView` / `NSView` destination with
/// `registerView` while its `+supportedRouteTypes` (its own, inherited from a scanned base router,
/// or ZIKRouter's default `ZIKViewRouteTypeMaskViewControllerDefault`) includes neither
/// `AddAsSubview` nor `Custom`. ZIKRouter asserts on the registration in debug builds. A
/// `ZIKViewRoute` block route's view destination without such `makeSupportedRouteTypes` fails its
/// launch check.
/// An exclusively registered view that its router can make in no way asserts when it appears
/// without a router, and a `makeDestination…` request with a router whose route types lack
/// `MakeDestination` asserts when it runs (`MakeDestinationRequests`).
/// An error only when the route types are a literal routegen reads and the destination's chain
/// is known; a note when the route types are computed.
import RouteGenModel

package struct ViewRouteTypesRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "view-route-types",
        defaultSeverity: .error,
        summary:
            "A view router registers a `UIView` / `NSView` destination but its `supportedRouteTypes` includes neither `AddAsSubview` nor `Custom`, or a `makeDestination` request goes to a view router whose `supportedRouteTypes` lacks `MakeDestination`.",
        reportedAt: "the destination registration, or the `makeDestination` request",
        rationale:
            "ZIKRouter's registration check (`ZIKROUTER_CHECK`, on in debug builds) asserts when a router registers a view destination (`registerView:`, a subclass of `UIView` / `NSView` / `XXView`) while its `+supportedRouteTypes` supports neither `ZIKViewRouteTypeAddAsSubview` nor `ZIKViewRouteTypeCustom`. A router that does not override `supportedRouteTypes`, and inherits no override from a base router, supports `ZIKViewRouteTypeMaskViewControllerDefault`, which has neither. Override it: `return ZIKViewRouteTypeMaskViewDefault;` / `override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }`. A `ZIKViewRoute` block route whose (non-exclusive) destination is a view fails ZIKRouter's launch check the same way unless it chains `.makeSupportedRouteTypes(…)` returning `ZIKBlockViewRouteTypeMaskViewDefault` or `…Custom`. A view registered with `registerExclusiveView:` goes through no such check, but when its router supports none of `AddAsSubview`, `MakeDestination` and `Custom` the router can never make it, and ZIKRouter asserts when the view is added to a superview without a router. A request that makes a destination with a view router whose route types lack `ZIKViewRouteTypeMakeDestination` (`[LoginViewRouter makeDestination]`, `LoginViewRouter.makeDestination()`, and for the router a protocol resolves to `[ZIKRouterToView(P) makeDestination]`, ZRouter's `Router.makeDestination(to: RoutableView<P>())` or `Router.to(RoutableView<P>())?.makeDestination()`) asserts when it runs: `+canMakeDestination` returns NO. An error only when the route types are named constants routegen can read and the destination's class chain is known; when the override computes its value, a note says what could not be decided (nothing for a `makeDestination` request), and a destination whose class chain leaves the scanned sources is not reported.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    /// The Swift example, with the mistake or without it.
    private static func swiftExample(mistake: Bool) -> RuleExample {
        let routeTypesMethod =
            mistake
            ? ""
            : """

                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
                    .viewDefault
                }

            """
        return .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class BadgeView: UIView, ZIKRoutableView {}

            final class BadgeViewRouter: ZIKViewRouter<BadgeView, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(BadgeView.self)\(mistake ? " // expect: view-route-types" : "")
                }
            \(routeTypesMethod)
                override func destination(with configuration: ViewRouteConfig) -> BadgeView? {
                    BadgeView()
                }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        let routeTypesMethod =
            mistake
            ? ""
            : """

            + (ZIKViewRouteTypeMask)supportedRouteTypes {
                return ZIKViewRouteTypeMaskViewDefault;
            }

            """
        return .objc(
            "BadgeViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface BadgeView : UIView <ZIKRoutableView>
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
                    [self registerView:[BadgeView class]];\(mistake ? " // expect: view-route-types" : "")
                }
                \(routeTypesMethod)
                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[BadgeView alloc] init];
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for item in ViewDestinationRegistration.all(in: context) where item.isView != .doesNotConform {
            let className = item.registration.fact.key
            let location = item.registration.fact.location
            switch item.mask {
            case .unknown(let reason):
                guard item.isView == .conforms else { continue }
                findings.append(
                    ConformanceChecking.undecided(
                        "\(item.routeDescription), which registers view \(className), supports ZIKViewRouteTypeAddAsSubview or ZIKViewRouteTypeCustom",
                        reason: reason, at: location))
            case .known(let mask, _):
                // A destination whose chain leaves the scanned sources says nothing: nearly every
                // such class is a view controller on the default mask, and a note on each would bury the rest.
                guard !mask.supportsAddAsSubviewOrCustom, item.isView == .conforms else { continue }
                let fix =
                    item.isBlockRoute
                    ? item.spelling(
                        "`.makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{ return ZIKBlockViewRouteTypeMaskViewDefault; })`",
                        swift: "`.makeSupportedRouteTypes({ .viewDefault })`")
                    : item.spelling(
                        "`+ (ZIKViewRouteTypeMask)supportedRouteTypes { return ZIKViewRouteTypeMaskViewDefault; }`",
                        swift: "`override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }`")
                let what = item.isBlockRoute ? "route types" : "supportedRouteTypes"
                findings.append(
                    Finding(
                        "view \(className) is registered by \(item.routeDescription), whose \(what) (\(item.origin)) includes neither ZIKViewRouteTypeAddAsSubview nor ZIKViewRouteTypeCustom; \(item.whenAsserted) (\(item.isBlockRoute ? "add" : "override it:") \(fix))",
                        at: location
                    ))
            }
        }
        findings += exclusiveViewFindings(in: context)
        findings += MakeDestinationRequests.findings(in: context)
        return findings.sortedByLocation()
    }

    /// `registerExclusiveView` goes through no route-type check, but a view its router can make
    /// in no way (no add-as-subview, no make-destination, no custom route) only ever appears
    /// without its router, and ZIKRouter asserts when it then creates one for it as the view
    /// moves to a superview (`ZIKViewRouter.m:2763,4359`).
    private func exclusiveViewFindings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        for registration in context.routes.all
        where registration.runs && registration.fact.kind == .exclusiveView && registration.fact.route == .router {
            guard let router = registration.owner, case .known(let mask, let decidedBy)? = router.routeTypes?.mask,
                mask.isDisjoint(with: [.addAsSubview, .makeDestination, .custom]),
                conformance.isView(registration.fact.key, under: registration.condition) == .conforms
            else { continue }
            let origin = RouteTypesOrigin.phrase(decidedBy: decidedBy, router: router.name)
            let fix =
                router.language == .swift
                ? "`override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }`"
                : "`+ (ZIKViewRouteTypeMask)supportedRouteTypes { return ZIKViewRouteTypeMaskViewDefault; }`"
            findings.append(
                Finding(
                    "view \(registration.fact.key) is registered exclusively by \(router.name), whose supportedRouteTypes (\(origin)) include none of ZIKViewRouteTypeAddAsSubview, ZIKViewRouteTypeMakeDestination and ZIKViewRouteTypeCustom: the router can never make it, and ZIKRouter asserts in debug builds when the view is added to a superview without a router (override it: \(fix))",
                    at: registration.fact.location))
        }
        return findings
    }
}
