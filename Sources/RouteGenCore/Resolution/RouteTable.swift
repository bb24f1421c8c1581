import RouteGenModel

/// A protocol key in one of the four protocol maps (view, view module, service, service module).
struct ProtocolKey: Hashable, Comparable, Sendable {
    var kind: RoutableKind
    var name: String

    static func < (lhs: ProtocolKey, rhs: ProtocolKey) -> Bool {
        (lhs.name, lhs.kind.rawValue) < (rhs.name, rhs.kind.rawValue)
    }
}

/// One registration as the app would run it.
struct LiveRegistration: Hashable, Sendable {
    var fact: RegistrationFact
    /// The router the key is bound to; nil when the call went to a class routegen does not know.
    var owner: Router?
    /// Nil when it cannot be told (an identifier sent to an unknown class): it then satisfies
    /// lookups in either registry and takes part in no conflict.
    var registry: RegistryKind?
    /// The call's `#if` branches and its owner's.
    var condition: BuildCondition
    /// False when the `registerRoutableDestination` holding the call is one the registry never
    /// calls (abstract, generic, unreachable…): at run time the key is then never registered.
    var runs: Bool
    /// Why it does not run: the router that holds the call and its exclusion.
    var notRunBecause: (router: String, reason: ExclusionReason)?

    static func == (lhs: LiveRegistration, rhs: LiveRegistration) -> Bool {
        lhs.fact == rhs.fact && lhs.owner?.name == rhs.owner?.name && lhs.owner?.location == rhs.owner?.location
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fact)
        hasher.combine(owner?.location)
    }

    /// The protocol maps the registration writes to: two when the registry is unknown.
    var protocolKeys: [ProtocolKey] {
        let kind: RoutableKind
        switch fact.kind {
        case .viewProtocol: kind = .view
        case .viewModuleProtocol: kind = .viewModule
        case .serviceProtocol: kind = .service
        case .serviceModuleProtocol: kind = .serviceModule
        case .adapter: kind = fact.routableKind ?? .view
        default: return []
        }
        if owner == nil && fact.registryFromOwner {
            return [ProtocolKey(kind: kind, name: fact.key), ProtocolKey(kind: kind.inServiceRegistry, name: fact.key)]
        }
        return [ProtocolKey(kind: kind, name: fact.key)]
    }

    /// The route object that holds the key, for messages: `router LoginViewRouter`,
    /// `a block route made in BlockRouteRegistry`.
    var routeDescription: String {
        let holder = fact.enclosingType
        // A helper's registration names the call in the register body that reached it.
        let via = fact.calledFrom.map { " (through the call at \(fileName($0.file)):\($0.line))" } ?? ""
        switch fact.route {
        case .router:
            if fact.kind == .adapter { return "adapter \(owner?.name ?? holder)" + via }
            return "router \(owner?.name ?? fact.receiver ?? holder)" + via
        case .makingDestination:
            return "a `forMaking…` registration in \(holder)" + via
        case .blockRoute:
            return "a block route made in \(holder)" + via
        }
    }

    /// `router X (X.swift)`: the other end of a conflict, without a line number so that a
    /// baseline keyed on messages survives edits.
    var placeDescription: String {
        "\(routeDescription) (\(fileName(fact.location.file)))"
    }

    /// The same route object registering twice: what ZIKRouter tolerates for Objective-C protocols.
    func isSameRoute(as other: LiveRegistration) -> Bool {
        fact.route == .router && other.fact.route == .router && owner != nil && owner?.name == other.owner?.name
            && owner?.location == other.owner?.location
    }
}

/// Why a protocol, identifier or URL resolves to no route at run time.
struct RouteGap: Hashable, Sendable {
    /// The protocols followed from the requested one: the last is the one nothing registers, or,
    /// for a loop, the first one again.
    var chain: [String]
    var isCycle: Bool
    /// Registrations of the last key that exist but never run.
    var notRunning: [LiveRegistration]

    /// The end of a sentence such as "view protocol P is not registered: <explanation>".
    var explanation: String {
        if isCycle {
            return "its adapter chain loops: \(chain.joined(separator: " → "))"
        }
        let adapted = chain.count > 1 ? "it is adapted to \(chain.dropFirst().joined(separator: " → ")), which " : nil
        if let first = notRunning.first, let (router, reason) = first.notRunBecause {
            let registers = "only \(first.routeDescription) registers" + (adapted == nil ? " it" : "")
            return (adapted ?? "") + registers
                + ", from the `registerRoutableDestination` of \(router), which is not registered: \(reason.description)"
        }
        return adapted.map { $0 + "nothing registers" }
            ?? "no router, adapter, `forMaking…` registration or block route registers it"
    }
}

enum Resolution: Hashable, Sendable {
    case registered
    case unregistered(RouteGap)
}

/// The registrations of the whole graph indexed by key, built once per check run, with the
/// lookups ZIKRouter does at run time: protocol → route (following adapters, docs/ZIKRouter-semantics.md#registration-calls-adapters),
/// identifier → route, URL → pattern.
struct RouteTable: Sendable {
    private(set) var all: [LiveRegistration] = []
    private(set) var protocols: [ProtocolKey: [LiveRegistration]] = [:]
    private(set) var adapters: [ProtocolKey: [LiveRegistration]] = [:]
    /// Adapters registered through ZIKRouter's selectors (`registerDestinationAdapter:`,
    /// `registerModuleAdapter:`), under the other kind of their registry: both selectors write one
    /// adapter map per registry, which lookups of destination and module protocols both follow.
    private(set) var sharedAdapters: [ProtocolKey: [LiveRegistration]] = [:]
    private(set) var identifiers: [String: [LiveRegistration]] = [:]
    private(set) var urlPatterns: [LiveRegistration] = []
    /// Destination classes (`registerView`, `registerExclusiveService`, block-route destinations).
    private(set) var classes: [String: [LiveRegistration]] = [:]
    /// The classes `forMaking…` registrations make, when written as literals.
    private(set) var madeClasses: [String: [LiveRegistration]] = [:]
    /// Routes the config says modules outside the scan register (`provided-routes:`): lookups
    /// find them as registered.
    private(set) var provided: [ProvidedRoute] = []
    private var providedProtocols: Set<ProtocolKey> = []
    private var providedIdentifiers: Set<IdentifierKey> = []

    private struct IdentifierKey: Hashable {
        var registry: RegistryKind
        var name: String
    }

    /// No registration at all.
    init() {}

    init(_ graph: RouteGraph, provided: [ProvidedRoute] = []) {
        defer { self.setProvided(provided) }
        var routersByName: [String: [Router]] = [:]
        for router in graph.routers { routersByName[router.name, default: []].append(router) }

        /// The router whose `registerRoutableDestination` holds the call. Without an explicit
        /// receiver that is the owner, which resolution found in the call's own module (a
        /// same-named router of another module is another class).
        func holder(of fact: RegistrationFact, owner: Router?) -> Router? {
            guard let candidates = routersByName[fact.enclosingType] else { return nil }
            if let owner, fact.receiver == nil, owner.name == fact.enclosingType { return owner }
            return candidates.first { $0.location.file == fact.location.file }
                ?? candidates.first { !$0.condition.excludes(fact.condition) }
                ?? candidates.first
        }

        func live(_ fact: RegistrationFact, owner: Router?) -> LiveRegistration {
            let holding = holder(of: fact, owner: owner)
            var registration = LiveRegistration(
                fact: fact, owner: owner, registry: Self.registry(of: fact, owner: owner),
                condition: fact.condition.appending(owner?.condition ?? .always),
                runs: holding?.registeredAtLaunch ?? true
            )
            if let holding, !holding.registeredAtLaunch, let reason = holding.exclusion {
                registration.notRunBecause = (holding.name, reason)
            }
            return registration
        }

        var seen = Set<LiveRegistration>()
        for router in graph.routers {
            for fact in router.registrations {
                let registration = live(fact, owner: router)
                if seen.insert(registration).inserted { all.append(registration) }
            }
        }
        for fact in graph.unattributedRegistrations {
            all.append(live(fact, owner: nil))
        }

        for registration in all {
            if registration.fact.route == .makingDestination, let made = registration.fact.madeClass {
                madeClasses[made, default: []].append(registration)
            }
            switch registration.fact.kind {
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                for key in registration.protocolKeys { protocols[key, default: []].append(registration) }
            case .adapter:
                for key in registration.protocolKeys {
                    adapters[key, default: []].append(registration)
                    if registration.fact.registryFromOwner {
                        sharedAdapters[ProtocolKey(kind: key.kind.sharingAdapterMap, name: key.name), default: []]
                            .append(registration)
                    }
                }
            case .identifier:
                identifiers[registration.fact.key, default: []].append(registration)
            case .urlPattern:
                urlPatterns.append(registration)
            case .view, .exclusiveView, .service, .exclusiveService:
                classes[registration.fact.key, default: []].append(registration)
            }
        }
    }

    /// The registry a registration writes to (docs/ZIKRouter-semantics.md#registration-calls-router-scoped and docs/ZIKRouter-semantics.md#registration-calls-easy-for-making).
    static func registry(of fact: RegistrationFact, owner: Router?) -> RegistryKind? {
        switch fact.kind {
        case .view, .exclusiveView, .viewProtocol, .viewModuleProtocol:
            return .view
        case .service, .exclusiveService, .serviceProtocol, .serviceModuleProtocol:
            return .service
        case .adapter:
            return fact.routableKind.map { RegistryKind(isService: $0.isService) }
        case .identifier, .urlPattern:
            // `ZIKAnyServiceRouter.registerIdentifier(_:forMakingService:)` writes to the receiver's registry.
            if fact.route == .makingDestination, let receiver = fact.receiver,
                let kind = FrameworkBases.kind(of: receiver)
            {
                return RegistryKind(isService: kind.isService)
            }
            return owner.map { RegistryKind(isService: $0.kind.isService) }
        }
    }

    private mutating func setProvided(_ routes: [ProvidedRoute]) {
        provided = routes
        providedProtocols = []
        providedIdentifiers = []
        for route in routes {
            switch route.kind.target {
            case .protocol(let kind): providedProtocols.insert(ProtocolKey(kind: kind, name: route.name))
            case .identifier(let registry):
                providedIdentifiers.insert(IdentifierKey(registry: registry, name: route.name))
            case .url: break
            }
        }
    }

    /// The same registrations with other provided routes: what lookups find without an entry.
    func providing(_ routes: [ProvidedRoute]) -> RouteTable {
        var table = self
        table.setProvided(routes)
        return table
    }

    func isProvided(_ key: ProtocolKey) -> Bool { providedProtocols.contains(key) }

    // MARK: Lookups

    /// Every adapter a lookup of the key follows: those registered for its kind, and ZIKRouter's
    /// selector-registered ones of the other kind in the same registry.
    func adapters(of key: ProtocolKey) -> [LiveRegistration] {
        (adapters[key] ?? []) + (sharedAdapters[key] ?? [])
    }

    /// What a lookup of the protocol finds when compiled under `condition`: a registration whose
    /// `#if` branch cannot be compiled together with the lookup's does not count.
    func resolve(_ key: ProtocolKey, under condition: BuildCondition) -> Resolution {
        var visited: [ProtocolKey] = []
        return resolve(key, under: condition, visited: &visited)
    }

    private func resolve(
        _ key: ProtocolKey, under condition: BuildCondition, visited: inout [ProtocolKey]
    ) -> Resolution {
        if providedProtocols.contains(key) { return .registered }
        visited.append(key)
        defer { visited.removeLast() }
        let direct = (protocols[key] ?? []).filter { !$0.condition.excludes(condition) }
        if direct.contains(where: \.runs) { return .registered }
        let allAdapters = adapters(of: key).filter { !$0.condition.excludes(condition) }
        let running = allAdapters.filter(\.runs).sorted { $0.fact.location < $1.fact.location }
        var firstGap: RouteGap?
        for adapter in running {
            guard let adaptee = adapter.fact.adaptee else { return .registered }
            let next = ProtocolKey(kind: key.kind, name: adaptee)
            if visited.contains(next) {
                firstGap = firstGap ?? RouteGap(chain: [key.name, adaptee], isCycle: true, notRunning: [])
                continue
            }
            switch resolve(next, under: condition.appending(adapter.condition), visited: &visited) {
            case .registered:
                return .registered
            case .unregistered(let gap):
                if firstGap == nil {
                    firstGap = RouteGap(chain: [key.name] + gap.chain, isCycle: gap.isCycle, notRunning: gap.notRunning)
                }
            }
        }
        if let firstGap { return .unregistered(firstGap) }
        return .unregistered(RouteGap(chain: [key.name], isCycle: false, notRunning: direct + allAdapters))
    }

    func resolveIdentifier(
        _ identifier: String, in registry: RegistryKind, under condition: BuildCondition
    ) -> Resolution {
        if providedIdentifiers.contains(IdentifierKey(registry: registry, name: identifier)) { return .registered }
        let candidates = (identifiers[identifier] ?? []).filter {
            ($0.registry == nil || $0.registry == registry) && !$0.condition.excludes(condition)
        }
        if candidates.contains(where: \.runs) { return .registered }
        return .unregistered(RouteGap(chain: [identifier], isCycle: false, notRunning: candidates))
    }

    /// A URL is routed when some pattern matches it (`app://login/:account` matches `app://login/42`).
    func resolveURL(_ url: String, in registry: RegistryKind, under condition: BuildCondition) -> Resolution {
        if provided.contains(where: {
            $0.kind.target == .url(registry) && URLPatternMatch.matches(pattern: $0.name, url: url)
        }) {
            return .registered
        }
        let candidates = urlPatterns.filter {
            ($0.registry == nil || $0.registry == registry) && !$0.condition.excludes(condition)
                && URLPatternMatch.matches(pattern: $0.fact.key, url: url)
        }
        if candidates.contains(where: \.runs) { return .registered }
        return .unregistered(RouteGap(chain: [url], isCycle: false, notRunning: candidates))
    }
}

extension RoutableKind {
    /// The kind whose lookups share ZIKRouter's adapter map with this one: destination and module
    /// protocols of one registry (`adapterToAdapteeMap`).
    var sharingAdapterMap: RoutableKind {
        switch self {
        case .view: return .viewModule
        case .viewModule: return .view
        case .service: return .serviceModule
        case .serviceModule: return .service
        }
    }
}
