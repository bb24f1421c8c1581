/// Builds the `RouteMap` from the graph the checks read, with the route table they use, so the
/// map shows the same registrations and lookups `check` reasons about.
import RouteGenModel

package enum RouteMapBuilder {
    /// - Parameters:
    ///   - findings: what `Checker.run` reported; only the rules' findings are kept (input
    ///     problems such as an unreadable file belong to no route).
    ///   - moduleMap: the configured folders and files by module, as the pipeline used them.
    ///   - providedRoutes: the config's `provided-routes`: routes code routegen does not scan
    ///     registers, which `check` counts as registered and the map shows as provided.
    package static func build(
        _ graph: RouteGraph, findings: [Diagnostic], moduleMap: [String: String], providedRoutes: [ProvidedRoute] = []
    ) -> RouteMap {
        let resolver = ModuleResolver(moduleMap: moduleMap)
        let table = RouteTable(graph)

        var providers = routerProviders(graph)
        let adapters = addRegistrations(of: table, to: &providers, resolver: resolver)
        addProvidedRoutes(providedRoutes, to: &providers)
        let requests = requests(of: graph, table: table, providedRoutes: providedRoutes, resolver: resolver)

        var allProviders = Array(providers.values)
        for index in allProviders.indices {
            allProviders[index].keys = Array(Set(allProviders[index].keys)).sorted()
            allProviders[index].sites = Array(Set(allProviders[index].sites)).sorted()
        }
        var keys = Set(allProviders.flatMap(\.keys))
        keys.formUnion(adapters.flatMap { [$0.from, $0.to] })
        keys.formUnion(requests.flatMap(\.keys))

        // The map shows the rules' findings, not input and scanner diagnostics.
        let ruleIDs = Set(CheckRules.all.map(\.id))
        let kept = findings.filter { ruleIDs.contains($0.rule ?? "") }.sorted().map { finding in
            RouteMap.Finding(
                diagnostic: finding,
                module: finding.location.map { resolver.mapModule(of: $0.file) } ?? RouteMap.noModule)
        }

        var modules = Set(allProviders.map(\.module))
        modules.formUnion(requests.map(\.module))
        return RouteMap(
            modules: modules.sorted(), providers: allProviders.sorted(), requests: Array(Set(requests)).sorted(),
            adapters: Array(Set(adapters)).sorted(), keys: keys.sorted(), findings: kept
        )
    }

    /// One provider per router, with no key yet.
    private static func routerProviders(_ graph: RouteGraph) -> [ProviderID: RouteMap.Provider] {
        var providers: [ProviderID: RouteMap.Provider] = [:]
        for router in graph.routers {
            providers[.router(router.name, router.location)] = RouteMap.Provider(
                name: router.name, role: router.kind.role, module: router.module ?? RouteMap.noModule,
                location: router.location, exclusion: router.exclusion?.description, keys: [], sites: []
            )
        }
        return providers
    }

    /// Gives each registration's keys to its provider: its router, or the `forMaking…` or block
    /// route that makes the destination (a provider of its own). Returns the adapters, which
    /// provide no key but lead from one to another.
    private static func addRegistrations(
        of table: RouteTable, to providers: inout [ProviderID: RouteMap.Provider], resolver: ModuleResolver
    ) -> [RouteMap.Adapter] {
        var adapters: [RouteMap.Adapter] = []
        for registration in table.all {
            let fact = registration.fact
            let id: ProviderID
            if fact.route == .router, let owner = registration.owner {
                id = .router(owner.name, owner.location)
            } else {
                id = .made(fact.route, fact.enclosingType, fact.location.file)
                if providers[id] == nil {
                    providers[id] = RouteMap.Provider(
                        name: fact.route.providerName(in: fact.enclosingType),
                        role: fact.route.role(isService: registration.registry == .service),
                        module: resolver.mapModule(of: fact.location.file), location: fact.location,
                        exclusion: registration.runs
                            ? nil : registration.notRunBecause.map { "made in \($0.router), which is not registered" },
                        keys: [], sites: []
                    )
                }
            }
            if fact.kind == .adapter, let adaptee = fact.adaptee {
                for key in registration.protocolKeys {
                    adapters.append(
                        RouteMap.Adapter(
                            from: .routable(key.kind, key.name), to: .routable(key.kind, adaptee),
                            adapterName: providers[id]!.name, location: fact.location
                        ))
                }
                continue
            }
            let registered = keys(of: registration)
            providers[id]!.keys += registered
            providers[id]!.sites += registered.map { RouteMap.Site(key: $0, location: fact.location) }
        }
        return adapters
    }

    /// The config's provided routes: one provider per reason.
    private static func addProvidedRoutes(
        _ providedRoutes: [ProvidedRoute], to providers: inout [ProviderID: RouteMap.Provider]
    ) {
        for route in providedRoutes {
            let key = route.mapKey
            providers[
                .provided(route.reason),
                default: RouteMap.Provider(
                    name: route.reason, role: "provided route", module: RouteMap.providedModule,
                    location: route.location,
                    exclusion: nil, keys: [], sites: [])
            ].keys.append(key)
            providers[.provided(route.reason)]!.sites.append(RouteMap.Site(key: key, location: route.location))
        }
    }

    /// Every use site that asks for a route, with the keys that answer it.
    private static func requests(
        of graph: RouteGraph, table: RouteTable, providedRoutes: [ProvidedRoute], resolver: ModuleResolver
    ) -> [RouteMap.Request] {
        let providedPatterns = providedRoutes.compactMap { route -> String? in
            if case .url = route.kind.target { return route.name }
            return nil
        }
        let patterns = Set(table.urlPatterns.map(\.fact.key) + providedPatterns).sorted()
        var requests: [RouteMap.Request] = []
        for site in graph.useSites {
            guard let requested = site.key else { continue }
            var request = RouteMap.Request(
                module: resolver.mapModule(of: site.location.file), location: site.location, api: site.api,
                requested: requested, keys: [])
            switch site.kind {
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                request.keys = [.routable(site.kind.routableKind!, requested)]
            case .viewIdentifier, .serviceIdentifier:
                request.keys = [.identifier(requested)]
            case .viewURL, .serviceURL:
                request.keys = patterns.filter { URLPatternMatch.matches(pattern: $0, url: requested) }.map {
                    .urlPattern($0)
                }
            case .viewClass, .serviceClass:
                request.keys = [.destination(requested)]
            case .routerClass:
                // ZIKRouter's own classes provide no route: such a site is only a finding.
                guard !FrameworkBases.isFrameworkClass(requested) else { continue }
                request.routerName = requested
            }
            requests.append(request)
        }
        return requests
    }

    private enum ProviderID: Hashable {
        case router(String, SourceLocation)
        case made(RegistrationRoute, String, String)
        /// The config's provided routes with one reason: one provider, named by the reason.
        case provided(String)
    }

    private static func keys(of registration: LiveRegistration) -> [RouteMap.Key] {
        let fact = registration.fact
        switch fact.kind {
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
            return registration.protocolKeys.map { .routable($0.kind, $0.name) }
        case .identifier:
            return [.identifier(fact.key)]
        case .urlPattern:
            return [.urlPattern(fact.key)]
        case .view, .exclusiveView, .service, .exclusiveService:
            return [.destination(fact.key)]
        case .adapter:
            return []
        }
    }
}

extension ModuleResolver {
    /// The module the map shows a file in: its own, or the map's name for none.
    fileprivate func mapModule(of file: String) -> String { module(forFile: file) ?? RouteMap.noModule }
}

extension RouterKind {
    /// `view router`, `service adapter`, for the map.
    var role: String {
        switch self {
        case .view: "view router"
        case .viewAdapter: "view adapter"
        case .service: "service router"
        case .serviceAdapter: "service adapter"
        }
    }
}

extension RegistrationRoute {
    func providerName(in type: String) -> String {
        switch self {
        case .router: type
        case .makingDestination: "forMaking… in \(type)"
        case .blockRoute: "block route in \(type)"
        }
    }

    func role(isService: Bool) -> String {
        let registry = isService ? "service" : "view"
        switch self {
        case .router: return "\(registry) router"
        case .makingDestination: return "\(registry) forMaking… registration"
        case .blockRoute: return "\(registry) block route"
        }
    }
}

extension ProvidedRoute {
    /// The key the route provides, as the map names keys.
    fileprivate var mapKey: RouteMap.Key {
        switch kind.target {
        case .protocol(let routable): .routable(routable, name)
        case .identifier: .identifier(name)
        case .url: .urlPattern(name)
        }
    }
}
