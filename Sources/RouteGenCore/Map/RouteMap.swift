/// What `routegen map` shows: every route key, who provides it, who requests it and the check
/// findings, grouped by module. A pure function of the graph, the findings and the module map;
/// every list is sorted so that each rendering is byte-identical for the same input.
import RouteGenModel

package struct RouteMap: Hashable, Sendable {
    /// Where a use site or a route object lives when no module can be told for its file.
    package static let noModule = "(no module)"
    /// Where the config's `provided-routes` show: code routegen does not scan registers them.
    package static let providedModule = "(provided-routes)"

    /// A key a route is found by.
    package enum Key: Hashable, Comparable, Sendable {
        case routable(RoutableKind, String)
        /// Identifiers are keyed by name only: a view and a service identifier spelled the same
        /// are one node, which keeps the picture simple at the cost of that rare distinction.
        case identifier(String)
        case urlPattern(String)
        case destination(String)

        /// Protocols first, then identifiers, URL patterns and destination classes.
        var order: Int {
            switch self {
            case .routable(let kind, _): RoutableKind.allCases.firstIndex(of: kind)!
            case .identifier: 4
            case .urlPattern: 5
            case .destination: 6
            }
        }

        package var name: String {
            switch self {
            case .routable(_, let name), .identifier(let name), .urlPattern(let name), .destination(let name): name
            }
        }

        /// `view protocol`, `identifier`, …
        package var kindName: String {
            switch self {
            case .routable(let kind, _): kind.spokenName
            case .identifier: "identifier"
            case .urlPattern: "URL pattern"
            case .destination: "destination class"
            }
        }

        package static func < (lhs: Key, rhs: Key) -> Bool { (lhs.order, lhs.name) < (rhs.order, rhs.name) }
    }

    /// A router class, or the block route or `forMaking…` registration made in some type's
    /// `registerRoutableDestination`.
    package struct Provider: Hashable, Comparable, Sendable {
        package var name: String
        /// `view router`, `service adapter`, `block route`, …
        package var role: String
        package var module: String
        package var location: SourceLocation
        /// Nil when the generated registry registers it.
        package var exclusion: String?
        package var keys: [Key]
        /// Where each key is registered, for pointing a finding at the key it is about.
        package var sites: [Site]

        package static func < (lhs: Provider, rhs: Provider) -> Bool {
            (lhs.module, lhs.name, lhs.location) < (rhs.module, rhs.name, rhs.location)
        }
    }

    package struct Site: Hashable, Comparable, Sendable {
        package var key: Key
        package var location: SourceLocation

        package static func < (lhs: Site, rhs: Site) -> Bool { (lhs.location, lhs.key) < (rhs.location, rhs.key) }
    }

    /// One use site and the key it requests (nil for a router class or a URL no pattern matches).
    package struct Request: Hashable, Comparable, Sendable {
        package var module: String
        package var location: SourceLocation
        package var api: String
        /// The key as spelled at the site: a protocol, identifier, URL, router class, or the
        /// destination class a `routersToClass` request names.
        package var requested: String
        /// What it resolves to in the map: several URL patterns may match one URL.
        package var keys: [Key]
        /// A `SomeRouter.perform…` site names the router itself.
        package var routerName: String?

        package static func < (lhs: Request, rhs: Request) -> Bool {
            (lhs.module, lhs.location, lhs.requested) < (rhs.module, rhs.location, rhs.requested)
        }
    }

    package struct Adapter: Hashable, Comparable, Sendable {
        package var from: Key
        package var to: Key
        package var adapterName: String
        package var location: SourceLocation

        package static func < (lhs: Adapter, rhs: Adapter) -> Bool {
            (lhs.from, lhs.to, lhs.location) < (rhs.from, rhs.to, rhs.location)
        }
    }

    package var modules: [String]
    package var providers: [Provider]
    package var requests: [Request]
    package var adapters: [Adapter]
    /// Every key some provider, adapter or request names.
    package var keys: [Key]
    /// The check findings, sorted as `check` prints them.
    package var findings: [Finding]

    package struct Finding: Hashable, Sendable {
        package var diagnostic: Diagnostic
        /// The module of the file it points at.
        package var module: String
    }

    /// The modules whose routes `module` requests (directly, or through adapters), with how many
    /// use sites ask; a module's requests to itself are left out.
    package func moduleDependencies() -> [(from: String, to: String, count: Int)] {
        var providersByKey: [Key: [String]] = [:]
        for provider in providers where provider.exclusion == nil {
            for key in provider.keys { providersByKey[key, default: []].append(provider.module) }
        }
        var adaptees: [Key: [Key]] = [:]
        for adapter in adapters { adaptees[adapter.from, default: []].append(adapter.to) }

        func providingModules(_ key: Key) -> Set<String> {
            var found = Set<String>()
            var visited: Set<Key> = []
            var pending = [key]
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                found.formUnion(providersByKey[next] ?? [])
                pending += adaptees[next] ?? []
            }
            return found
        }

        let routerModules = Dictionary(providers.map { ($0.name, $0.module) }, uniquingKeysWith: min)
        var counts: [String: [String: Int]] = [:]
        for request in requests {
            var targets = Set<String>()
            for key in request.keys { targets.formUnion(providingModules(key)) }
            if let router = request.routerName, let module = routerModules[router] { targets.insert(module) }
            for target in targets where target != request.module {
                counts[request.module, default: [:]][target, default: 0] += 1
            }
        }
        return counts.keys.sorted().flatMap { from in
            counts[from]!.keys.sorted().map { (from: from, to: $0, count: counts[from]![$0]!) }
        }
    }

    /// Findings by the module of the file they point at.
    package func findingCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.module, default: 0] += 1 }
        return counts
    }
}
