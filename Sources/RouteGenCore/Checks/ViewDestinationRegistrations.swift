/// The `registerView` registrations ZIKRouter's registration check looks at
/// (`ZIKViewRouteRegistry +registerDestination:router:`): a view router's non-exclusive
/// destination class, with the router's route types and whether the class is a view.
/// `registerExclusiveView` goes through another method that checks none of this.
struct ViewDestinationRegistration {
    var registration: LiveRegistration
    var router: Router
    var routeTypes: RouterRouteTypes
    /// `.conforms` when the class is a `UIView` / `NSView`.
    var isView: ConformanceGraph.Verdict

    static func all(in context: CheckContext) -> [ViewDestinationRegistration] {
        let conformance = ConformanceGraph(context.graph)
        var result: [ViewDestinationRegistration] = []
        for registration in context.routes.all where registration.runs && registration.fact.kind == .view && registration.fact.route == .router {
            guard let router = registration.owner, let routeTypes = router.routeTypes else { continue }
            let isView = conformance.isView(registration.fact.key, under: registration.condition)
            guard isView != .doesNotConform else { continue }
            result.append(ViewDestinationRegistration(registration: registration, router: router, routeTypes: routeTypes, isView: isView))
        }
        return result
    }

    /// `ZIKViewRouteTypeMaskViewDefault` for Objective-C, `.viewDefault` for Swift.
    func spelling(_ objc: String, swift: String) -> String {
        registration.fact.location.file.hasSuffix(".swift") ? swift : objc
    }

    /// Where the route types come from, for messages.
    static func origin(of decidedBy: String?, router: Router) -> String {
        guard let decidedBy else { return "ZIKRouter's default, ZIKViewRouteTypeMaskViewControllerDefault" }
        return decidedBy == router.name ? "its own override" : "the override it inherits from \(decidedBy)"
    }
}

extension [Finding] {
    func sortedByLocation() -> [Finding] {
        sorted { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.message) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.message) }
    }
}
