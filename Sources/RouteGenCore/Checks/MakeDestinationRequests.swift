/// `view-route-types`' route-time part: a request that makes a destination
/// (`[LoginViewRouter makeDestination]`, `LoginViewRouter.makeDestination()`,
/// `[ZIKRouterToView(P) makeDestination]`, `Router.makeDestination(to: RoutableView<P>())`) with a view
/// router whose route types lack `MakeDestination`. ZIKViewRouter's `+canMakeDestination` asks
/// `supportRouteType:`, and `+makeDestination…` asserts when it says no (`ZIKRouter.m:501,527`).
import RouteGenModel

enum MakeDestinationRequests {
    static func findings(in context: CheckContext) -> [Finding] {
        var routersByName: [String: [Router]] = [:]
        for router in context.graph.routers { routersByName[router.name, default: []].append(router) }
        var findings: [Finding] = []
        for site in context.graph.useSites {
            guard let key = site.key, makesDestination(site) else { continue }
            let routers: [Router]
            switch site.kind {
            case .routerClass:
                routers = routersByName[key] ?? []
            case .viewProtocol, .viewModuleProtocol:
                let kind: RoutableKind = site.kind == .viewProtocol ? .view : .viewModule
                routers = routes(of: ProtocolKey(kind: kind, name: key), under: site.condition, in: context.routes)
            default:
                continue
            }
            // Every router the request may reach, and the same verdict for each: a name two
            // modules declare, or a protocol two routes register, is other rules' to sort out.
            guard let router = routers.first, routers.count == 1, router.kind == .view,
                case .known(let mask, let decidedBy)? = router.routeTypes?.mask, !mask.contains(.makeDestination)
            else { continue }
            let origin = RouteTypesOrigin.phrase(decidedBy: decidedBy, router: router.name)
            let fix =
                router.language == .swift
                ? "add `.makeDestination` to its `supportedRouteTypes()`"
                : "add ZIKViewRouteTypeMaskMakeDestination to its `+supportedRouteTypes`"
            let through =
                site.kind == .routerClass
                ? "" : " (the router \(site.kind == .viewProtocol ? "view" : "module") protocol \(key) resolves to)"
            findings.append(
                Finding(
                    "`\(site.api)` makes a destination with \(router.name)\(through), whose supportedRouteTypes (\(origin)) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (\(fix), or perform a route instead)",
                    at: site.location))
        }
        return findings
    }

    /// `makeDestination…` sent to a router class, or to the router a protocol request returns.
    private static func makesDestination(_ site: UseSite) -> Bool {
        switch site.kind {
        case .routerClass:
            let method = site.api.hasPrefix("[") ? site.api.split(separator: " ").last.map(String.init) ?? "" : site.api
            return method.split(separator: ".").last?.hasPrefix("makeDestination") == true
        case .viewProtocol, .viewModuleProtocol:
            return site.makesDestination
        default:
            return false
        }
    }

    /// The routers a lookup of the key reaches, following adapters; empty when a route other
    /// than a router class (a block route, a `forMaking…` registration) or an unknown owner may
    /// answer, since those make destinations their own way.
    private static func routes(of key: ProtocolKey, under condition: BuildCondition, in table: RouteTable) -> [Router] {
        var routers: [Router] = []
        var visited: Set<ProtocolKey> = []
        var pending = [key]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            for registration in table.protocols[current] ?? []
            where registration.runs && !registration.condition.excludes(condition) {
                guard registration.fact.route == .router, let owner = registration.owner else { return [] }
                if !routers.contains(where: { $0.name == owner.name && $0.location == owner.location }) {
                    routers.append(owner)
                }
            }
            for adapter in table.adapters(of: current)
            where adapter.runs && !adapter.condition.excludes(condition) {
                guard let adaptee = adapter.fact.adaptee else { return [] }
                pending.append(ProtocolKey(kind: current.kind, name: adaptee))
            }
        }
        return routers
    }
}
