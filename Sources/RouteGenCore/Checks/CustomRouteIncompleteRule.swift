/// `custom-route-incomplete`: a view router registers a `UIView` / `NSView` destination with
/// `registerView` while its `+supportedRouteTypes` includes `Custom`, and the router class does
/// not itself implement `-canPerformCustomRoute` and
/// `-performCustomRouteOnDestination:fromSource:configuration:`. ZIKRouter asks the class's own
/// method list (an inherited implementation does not count) and asserts on the registration in
/// debug builds. A block route with `Custom` must chain both custom blocks (launch check), and any
/// concrete router with `Custom` needs `performCustomRoute…` somewhere in its chain (route time).
import RouteGenModel

package struct CustomRouteIncompleteRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "custom-route-incomplete",
        defaultSeverity: .error,
        summary:
            "A view router supports `ZIKViewRouteTypeCustom` for a `UIView` / `NSView` destination but does not itself implement `canPerformCustomRoute` and `performCustomRoute…`.",
        reportedAt: "the destination registration",
        rationale:
            "When a router registers a view destination (`registerView:`, a subclass of `UIView` / `NSView` / `XXView`) and its `+supportedRouteTypes` includes `ZIKViewRouteTypeCustom`, ZIKRouter's registration check (`ZIKROUTER_CHECK`, on in debug builds) asserts unless the router class itself implements `-canPerformCustomRoute` and `-performCustomRouteOnDestination:fromSource:configuration:` (Swift: `override func canPerformCustomRoute() -> Bool`, `override func performCustomRoute(onDestination:fromSource:configuration:)`); implementations inherited from a base router do not count. Implement both in the router (its body, an extension or a category), or drop `Custom` from the route types. A `ZIKViewRoute` block route whose `makeSupportedRouteTypes` includes `Custom` must chain both `.canPerformCustomRoute(…)` and `.performCustomRoute(…)`, whatever its destination, or ZIKRouter's launch check asserts. Any other concrete router whose route types include `Custom` while nothing in its class chain implements `performCustomRoute…` is reported at its declaration: ZIKViewRouter's own implementation asserts when a custom route is performed. Only said when the route types are named constants routegen can read.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    /// The Swift example, with the mistake or without it.
    private static func swiftExample(mistake: Bool) -> RuleExample {
        let performCustomRouteMethod =
            mistake
            ? ""
            : """

                override func performCustomRoute(onDestination destination: ToastView, fromSource source: Any?, configuration: ViewRouteConfig) {
                    (source as? UIView)?.addSubview(destination)
                    endPerformRouteWithSuccess()
                }

            """
        return .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class ToastView: UIView, ZIKRoutableView {}

            final class ToastViewRouter: ZIKViewRouter<ToastView, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(ToastView.self)\(mistake ? " // expect: custom-route-incomplete" : "")
                }

                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
                    [.viewDefault, .custom]
                }

                override func destination(with configuration: ViewRouteConfig) -> ToastView? {
                    ToastView()
                }

                override func canPerformCustomRoute() -> Bool {
                    true
                }
            \(performCustomRouteMethod)}
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        let performCustomRouteMethod =
            mistake
            ? ""
            : """

            - (void)performCustomRouteOnDestination:(ToastView *)destination fromSource:(UIView *)source configuration:(ZIKViewRouteConfiguration *)configuration {
                [source addSubview:destination];
                [self endPerformRouteWithSuccess];
            }

            """
        return .objc(
            "ToastViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface ToastView : UIView <ZIKRoutableView>
                @end

                @interface ToastViewRouter : ZIKViewRouter<ToastView *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "ToastViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation ToastView
                @end

                @implementation ToastViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[ToastView class]];\(mistake ? " // expect: custom-route-incomplete" : "")
                }

                + (ZIKViewRouteTypeMask)supportedRouteTypes {
                    return ZIKViewRouteTypeMaskViewDefault | ZIKViewRouteTypeMaskCustom;
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[ToastView alloc] init];
                }

                - (BOOL)canPerformCustomRoute {
                    return YES;
                }
                \(performCustomRouteMethod)
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var reportedRouters: Set<String> = []
        for item in ViewDestinationRegistration.all(in: context) {
            guard case .known(let mask, _) = item.mask, mask.contains(.custom) else { continue }
            let missing = CustomRouteMethod.allCases.filter { !item.customMethods.contains($0) }
            guard !missing.isEmpty else { continue }
            let className = item.registration.fact.key
            let location = item.registration.fact.location
            if item.isBlockRoute {
                // The launch check asks every non-exclusive block route, whatever its destination.
                let names = missing.map {
                    "`.\($0 == .canPerform ? "canPerformCustomRoute" : "performCustomRoute")(…)`"
                }.joined(separator: " and ")
                findings.append(
                    Finding(
                        "\(item.routeDescription), which registers \(className), supports ZIKViewRouteTypeCustom (\(item.origin)) but does not chain \(names); \(item.whenAsserted)",
                        at: location
                    ))
                continue
            }
            // A destination whose chain leaves the scanned sources: the route-time check below still applies.
            guard item.isView == .conforms else { continue }
            let router = item.routerName
            let names = missing.map { item.spelling("`-\($0.objcSelector)`", swift: "`\($0.swiftName)`") }.joined(
                separator: " and ")
            findings.append(
                Finding(
                    "view \(className) is registered by \(router), whose supportedRouteTypes (\(item.origin)) includes ZIKViewRouteTypeCustom, but \(router) does not itself implement \(names); \(item.whenAsserted)",
                    at: location
                ))
            reportedRouters.insert(router)
        }
        findings += unperformableCustomRoutes(in: context.graph, skipping: reportedRouters)
        return findings.sortedByLocation()
    }

    /// A concrete router that supports `Custom` while nothing in its chain implements
    /// `-performCustomRouteOnDestination:…`: ZIKViewRouter's own implementation asserts when a
    /// custom route is performed.
    private func unperformableCustomRoutes(in graph: RouteGraph, skipping reported: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        for router in graph.routers where router.registeredAtLaunch && !reported.contains(router.name) {
            guard let routeTypes = router.routeTypes, routeTypes.chainImplementsPerform == false,
                case .known(let mask, let decidedBy?) = routeTypes.mask, mask.contains(.custom)
            else { continue }
            let method =
                router.language == .swift
                ? "`performCustomRoute(onDestination:fromSource:configuration:)`"
                : "`-performCustomRouteOnDestination:fromSource:configuration:`"
            let origin = RouteTypesOrigin.phrase(decidedBy: decidedBy, router: router.name)
            findings.append(
                Finding(
                    "\(router.name) supports ZIKViewRouteTypeCustom (\(origin)) but nothing in its class chain implements \(method); ZIKRouter asserts when a custom route is performed",
                    at: router.location
                ))
        }
        return findings
    }
}
