/// The view destinations whose route types ZIKRouter checks: a router class's `registerView`
/// (`ZIKViewRouteRegistry +registerDestination:router:`, at registration; `registerExclusiveView`
/// goes through another method that checks none of this) and a `ZIKViewRoute` block route's
/// non-exclusive destination (its launch check walks only the non-exclusive map).
import RouteGenModel

struct ViewDestinationRegistration {
    var registration: LiveRegistration
    /// The router class, or the class whose register body creates the block route.
    var routerName: String
    var mask: RouterRouteTypes.Mask
    /// The custom-route methods the router class defines itself, or the blocks the route chains.
    var customMethods: Set<CustomRouteMethod>
    var isBlockRoute: Bool
    /// `.conforms` when the class is a `UIView` / `NSView`.
    var isView: ConformanceGraph.Verdict

    static func all(in context: CheckContext) -> [ViewDestinationRegistration] {
        let conformance = ConformanceGraph(context.graph)
        var result: [ViewDestinationRegistration] = []
        for registration in context.routes.all where registration.runs && registration.fact.kind == .view {
            let isView = conformance.isView(registration.fact.key, under: registration.condition)
            switch registration.fact.route {
            case .router:
                guard let router = registration.owner, let routeTypes = router.routeTypes else { continue }
                result.append(
                    ViewDestinationRegistration(
                        registration: registration, routerName: router.name, mask: routeTypes.mask,
                        customMethods: routeTypes.ownCustomRouteMethods, isBlockRoute: false, isView: isView
                    ))
            case .blockRoute:
                guard let traits = registration.fact.blockRouteTraits else { continue }
                result.append(
                    ViewDestinationRegistration(
                        registration: registration, routerName: registration.fact.enclosingType, mask: mask(of: traits),
                        customMethods: traits.customBlocks, isBlockRoute: true, isView: isView
                    ))
            case .makingDestination:
                continue
            }
        }
        return result
    }

    private static func mask(of traits: BlockRouteTraits) -> RouterRouteTypes.Mask {
        if traits.configuredElsewhere {
            return .unknown("the route is held in a variable that holds another route too")
        }
        switch traits.routeTypes {
        case nil: return .known(.viewControllerDefault, decidedBy: nil)
        case .literal(let mask)?: return .known(mask, decidedBy: "makeSupportedRouteTypes")
        case .unknown(let expression)?:
            return .unknown(
                "its `makeSupportedRouteTypes` block returns `\(expression)`, which routegen cannot evaluate")
        }
    }

    var isSwift: Bool { registration.fact.location.file.hasSuffix(".swift") }

    /// `ZIKViewRouteTypeMaskViewDefault` for Objective-C, `.viewDefault` for Swift.
    func spelling(_ objc: String, swift: String) -> String {
        isSwift ? swift : objc
    }

    /// What registers the destination, for messages.
    var routeDescription: String {
        isBlockRoute
            ? "the block route at \(fileName(registration.fact.location.file)):\(registration.fact.location.line) in \(routerName)"
            : routerName
    }

    /// Where the route types come from, for messages.
    var origin: String {
        switch mask {
        case .known(_, let decidedBy?) where isBlockRoute: "its `\(decidedBy)` block"
        case .known(_, nil) where isBlockRoute:
            "no `makeSupportedRouteTypes`, so its router class's ZIKViewRouteTypeMaskViewControllerDefault"
        case .known(_, let decidedBy?):
            RouteTypesOrigin.phrase(decidedBy: decidedBy, router: routerName)
        default: "ZIKRouter's default, ZIKViewRouteTypeMaskViewControllerDefault"
        }
    }

    /// When ZIKRouter asserts.
    var whenAsserted: String {
        isBlockRoute
            ? "ZIKRouter's launch check asserts in debug builds"
            : "ZIKRouter asserts on the registration in debug builds"
    }
}

extension [Finding] {
    func sortedByLocation() -> [Finding] {
        sorted {
            ($0.location?.file ?? "", $0.location?.line ?? 0, $0.message) < (
                $1.location?.file ?? "", $1.location?.line ?? 0, $1.message
            )
        }
    }
}
