/// `unneeded-provided-route`: the `provided-routes` entries that make no verdict of `check`. An
/// entry is a promise that some other module registers the route; one that nothing in the scan
/// asks for, or that the scan registers itself, would otherwise stay in the file unnoticed, and
/// the second kind would hide the app's own registration going away.
import RouteGenModel

enum ProvidedRouteAudit {
    static func diagnostics(_ context: CheckContext) -> [Diagnostic] {
        let table = context.routes
        guard !table.provided.isEmpty else { return [] }
        let bare = table.providing([])
        // The lookups that only the provided routes answer: the ones an entry can be needed for.
        let dependent = lookups(context.graph, table).filter { table.answers($0) && !bare.answers($0) }
        return table.provided.map { entry -> Diagnostic? in
            if let registration = bare.ownRegistration(of: entry) {
                return Diagnostic(
                    .warning,
                    "\(entry.spokenName) is listed under provided-routes (\(entry.reason)), but \(registration.placeDescription) registers it in the scanned code: delete the entry, which would keep unregistered-route quiet if that registration went away",
                    at: entry.location, rule: .unneededProvidedRoute)
            }
            let without = table.providing(table.provided.filter { $0 != entry })
            if dependent.contains(where: { !without.answers($0) }) { return nil }
            return Diagnostic(
                .warning,
                "\(entry.spokenName) is listed under provided-routes (\(entry.reason)), but no use site, routable declaration or adapter of the scanned code needs it: delete the entry",
                at: entry.location, rule: .unneededProvidedRoute)
        }.compactMap { $0 }
    }

    /// What `provided-routes` would have to name for every lookup of the scan to resolve: the
    /// protocol that ends each unresolved chain, each unanswered identifier, each unmatched URL
    /// (which, as a pattern, matches itself). In the order of the entries' kinds, then by name.
    static func unanswered(_ graph: RouteGraph) -> [(kind: ProvidedRouteKind, name: String)] {
        let table = RouteTable(graph)
        var found = Set<ProvidedRoute>()
        func add(_ kind: ProvidedRouteKind, _ name: String) {
            found.insert(ProvidedRoute(kind: kind, name: name, reason: ""))
        }
        for lookup in lookups(graph, table) where !table.answers(lookup) {
            switch lookup {
            case .protocol(let key, let condition):
                // ZIKRouter's root protocols are never routes: a request for one is a mistake
                // (`invalid-routable-type`), not a route another module provides.
                guard case .unregistered(let gap) = table.resolve(key, under: condition), !gap.isCycle,
                    let last = gap.chain.last, RoutableKind(rootProtocol: last) == nil,
                    !FrameworkTypes.routableClassProtocols.contains(last)
                else { continue }
                add(ProvidedRouteKind(key.kind), last)
            case .identifier(let name, let registry, _):
                add(registry == .service ? .serviceIdentifier : .viewIdentifier, name)
            case .url(let url, let registry, _):
                guard url.contains("://") else { continue }
                add(registry == .service ? .serviceURL : .viewURL, url)
            }
        }
        let order = ProvidedRouteKind.allCases
        return found.map { (kind: $0.kind, name: $0.name) }
            .sorted { (order.firstIndex(of: $0.kind)!, $0.name) < (order.firstIndex(of: $1.kind)!, $1.name) }
    }

    /// A request `check` resolves: a use site, a routable declaration (ZIKRouter asserts each is
    /// registered), or an adapter's own protocol (whose chain must end in a route).
    enum Lookup: Hashable {
        case `protocol`(ProtocolKey, BuildCondition)
        case identifier(String, RegistryKind, BuildCondition)
        case url(String, RegistryKind, BuildCondition)
    }

    static func lookups(_ graph: RouteGraph, _ table: RouteTable) -> Set<Lookup> {
        var lookups = Set<Lookup>()
        for site in graph.useSites {
            guard let key = site.key else { continue }
            switch site.kind {
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                lookups.insert(.protocol(ProtocolKey(kind: site.kind.routableKind!, name: key), site.condition))
            case .viewIdentifier, .serviceIdentifier:
                lookups.insert(
                    .identifier(key, RegistryKind(isService: site.kind == .serviceIdentifier), site.condition))
            case .viewURL, .serviceURL:
                lookups.insert(.url(key, RegistryKind(isService: site.kind == .serviceURL), site.condition))
            case .routerClass, .viewClass, .serviceClass:
                continue
            }
        }
        for declaration in graph.routableDeclarations {
            lookups.insert(
                .protocol(ProtocolKey(kind: declaration.kind, name: declaration.protocolName), declaration.condition))
        }
        for registration in table.all where registration.fact.kind == .adapter && registration.runs {
            for key in registration.protocolKeys { lookups.insert(.protocol(key, registration.condition)) }
        }
        return lookups
    }
}

extension RouteTable {
    func answers(_ lookup: ProvidedRouteAudit.Lookup) -> Bool {
        let resolution: Resolution
        switch lookup {
        case .protocol(let key, let condition): resolution = resolve(key, under: condition)
        case .identifier(let name, let registry, let condition):
            resolution = resolveIdentifier(name, in: registry, under: condition)
        case .url(let url, let registry, let condition): resolution = resolveURL(url, in: registry, under: condition)
        }
        return resolution == .registered
    }

    /// A registration of the scanned code that answers what `entry` names, in some build.
    func ownRegistration(of entry: ProvidedRoute) -> LiveRegistration? {
        let running: [LiveRegistration]
        switch entry.kind.target {
        case .protocol(let kind):
            let key = ProtocolKey(kind: kind, name: entry.name)
            guard resolve(key, under: .always) == .registered else { return nil }
            running = (protocols[key] ?? []) + adapters(of: key)
        case .identifier(let registry):
            running = (identifiers[entry.name] ?? []).filter { $0.registry == registry }
        case .url(let registry):
            running = urlPatterns.filter { $0.fact.key == entry.name && $0.registry == registry }
        }
        return running.filter(\.runs).min { $0.fact.location < $1.fact.location }
    }
}
