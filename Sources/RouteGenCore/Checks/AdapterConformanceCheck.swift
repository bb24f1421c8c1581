/// The work of `adapter-conformance`: from one adapter, the routes a lookup of its protocol ends
/// at, and for each the classes that must conform to the adapter protocol.
import RouteGenModel

struct AdapterConformanceCheck {
    private let routes: RouteTable
    private let conformance: ConformanceGraph
    private let configurations: [String: [ConfigurationFact]]
    private let ancestry: ProtocolAncestry
    /// Running registrations by route object (`ConformanceChecking.routeKey`).
    private let byRoute: [String: [LiveRegistration]]
    /// Verdicts already reached: many adapters end at the same routes, and a folder of several
    /// apps declares the same class names over and over, so one verdict is asked for many times.
    private let verdicts = VerdictMemo()

    private final class VerdictMemo {
        struct Key: Hashable {
            var className: String
            var member: String
            var condition: BuildCondition
        }
        var known: [Key: ConformanceGraph.Verdict] = [:]
    }

    init(_ context: CheckContext) {
        routes = context.routes
        conformance = ConformanceGraph(context.graph)
        var configurations: [String: [ConfigurationFact]] = [:]
        for fact in context.graph.configurations { configurations[fact.routerName, default: []].append(fact) }
        self.configurations = configurations
        ancestry = ProtocolAncestry(context.graph)
        var byRoute: [String: [LiveRegistration]] = [:]
        for registration in context.routes.all where registration.runs {
            guard let key = ConformanceChecking.routeKey(of: registration) else { continue }
            byRoute[key, default: []].append(registration)
        }
        self.byRoute = byRoute
    }

    private struct Step: Hashable {
        var adaptee: String
        var condition: BuildCondition
        var certain: Bool
    }

    /// A protocol registration a lookup of the adapter protocol ends at.
    private struct End {
        var registration: LiveRegistration
        /// The adapter protocol, then each adaptee up to the registered protocol.
        var chain: [String]
        var condition: BuildCondition
        /// False when some link's condition cannot be related to the others'.
        var certain: Bool
    }

    func findings(for adapter: LiveRegistration, kind: RoutableKind) -> [Finding] {
        guard let adaptee = adapter.fact.adaptee else { return [] }
        // ZIKRouter's selectors write one adapter map per registry, which lookups of destination
        // and module protocols both follow: the kind the chain is registered under decides.
        let kinds = adapter.fact.registryFromOwner ? [kind, kind.sharingAdapterMap] : [kind]
        for lookupKind in kinds {
            // The launch check looks a protocol up under the kind its inheritance gives it: a view
            // protocol whose chain reaches only a module registration is "not registered"
            // (`unregistered-declaration`'s), whatever that module's configuration adopts.
            if lookupKind != kind, ancestry.reach(adapter.fact.key, lookupKind.rootProtocol) == .doesNotReach {
                continue
            }
            var visited: Set<String> = [adapter.fact.key]
            let ends = self.ends(
                answering: adaptee, kind: lookupKind, chain: [adapter.fact.key], condition: adapter.condition,
                certain: true, visited: &visited)
            guard !ends.isEmpty else { continue }
            return ends.flatMap { end in
                lookupKind == .view || lookupKind == .service
                    ? destinationFindings(adapter, end) : configurationFindings(adapter, end)
            }
        }
        return []
    }

    /// The running registrations that answer `name`, directly or through further adapters, as
    /// ZIKRouter's lookup finds them: a direct registration first, adapters only without one.
    private func ends(
        answering name: String, kind: RoutableKind, chain: [String], condition: BuildCondition, certain: Bool,
        visited: inout Set<String>
    ) -> [End] {
        let key = ProtocolKey(kind: kind, name: name)
        var ends: [End] = []
        for registration in routes.protocols[key] ?? [] where registration.runs {
            let relation = ConditionLogic.relation(condition, registration.condition)
            guard relation != .exclusive else { continue }
            ends.append(
                End(
                    registration: registration, chain: chain + [name],
                    condition: condition.appending(registration.condition), certain: certain && relation == .together))
        }
        guard ends.isEmpty else { return ends }
        guard visited.insert(name).inserted else { return [] }
        defer { visited.remove(name) }
        // Adapters of one protocol to the same adaptee under the same condition lead to the same
        // routes: following each would multiply the paths by their number at every step.
        var followed: Set<Step> = []
        for adapter in routes.adapters(of: key) where adapter.runs {
            guard let next = adapter.fact.adaptee, !visited.contains(next) else { continue }
            let relation = ConditionLogic.relation(condition, adapter.condition)
            guard relation != .exclusive else { continue }
            let step = Step(
                adaptee: next, condition: condition.appending(adapter.condition),
                certain: certain && relation == .together)
            guard followed.insert(step).inserted else { continue }
            ends += self.ends(
                answering: next, kind: kind, chain: chain + [name], condition: step.condition,
                certain: step.certain, visited: &visited
            )
        }
        return ends
    }

    /// The destination classes of the route that registers the end's protocol: a router's or block
    /// route's destination registrations, or the class a `forMaking…` registration makes.
    private func destinationFindings(_ adapter: LiveRegistration, _ end: End) -> [Finding] {
        let registered = end.registration
        var classes: [(name: String, location: SourceLocation, condition: BuildCondition)] = []
        if registered.fact.route == .makingDestination {
            guard let made = registered.fact.madeClass else { return [] }
            classes.append((made, registered.fact.location, .always))
        } else {
            guard let key = ConformanceChecking.routeKey(of: registered) else { return [] }
            for destination in byRoute[key] ?? []
            where destination.fact.kind.registersDestinationClass && destination.registry == registered.registry {
                classes.append((destination.fact.key, destination.fact.location, destination.condition))
            }
        }
        var findings: [Finding] = []
        for (className, location, classCondition) in classes {
            let relation = ConditionLogic.relation(end.condition, classCondition)
            guard relation != .exclusive else { continue }
            let certain = end.certain && relation == .together
            let holder =
                "\(registered.routeDescription), which registers \(end.chain.last!) at \(ConformanceChecking.place(registered.fact.location))"
            let subject = "class \(className), registered at \(ConformanceChecking.place(location)) by \(holder)"
            findings += verdictFindings(adapter, end, subject: subject, className: className, certain: certain)
        }
        return findings
    }

    /// The configuration class of the router that registers the end's module protocol. A block
    /// route's `makeDefaultConfiguration` block and a `forMaking…` factory are not read.
    private func configurationFindings(_ adapter: LiveRegistration, _ end: End) -> [Finding] {
        let registered = end.registration
        guard registered.fact.route == .router, let owner = registered.owner,
            let (className, source) = ModuleConformanceRule.configuration(
                of: owner, facts: configurations, under: end.condition)
        else { return [] }
        let subject =
            "the configuration class \(className) (\(source)) of router \(owner.name), which registers \(end.chain.last!) at \(ConformanceChecking.place(registered.fact.location))"
        return verdictFindings(adapter, end, subject: subject, className: className, certain: end.certain)
    }

    private func verdictFindings(
        _ adapter: LiveRegistration, _ end: End, subject: String, className: String, certain: Bool
    ) -> [Finding] {
        let condition = end.condition
        let verdicts = ConformanceChecking.members(of: adapter.fact.key).map {
            ($0, verdict(className, $0, under: condition))
        }
        let missing = verdicts.filter { $0.1 == .doesNotConform }.map(\.0)
        let adapted = "\(adapter.routeDescription) adapts \(end.chain.joined(separator: " → "))"
        guard !missing.isEmpty else {
            guard certain, let (member, reason) = ConformanceChecking.firstUnknown(verdicts) else { return [] }
            return [
                ConformanceChecking.undecided(
                    "\(subject), \(conformance.isClass(member) ? "descends from" : "conforms to") \(member), which \(adapted) here",
                    reason: reason, at: adapter.fact.location
                )
            ]
        }
        var message =
            "\(adapted) here, but \(subject), does not "
            + DestinationConformanceRule.describe(missing, conformance: conformance)
            + "; ZIKRouter asserts at launch in debug builds"
        guard certain else {
            message += "; routegen cannot tell from their conditions whether all of them run in the same launch"
            return [Finding(message, at: adapter.fact.location, severity: .note)]
        }
        return [Finding(message, at: adapter.fact.location)]
    }

    private func verdict(
        _ className: String, _ member: String, under condition: BuildCondition
    ) -> ConformanceGraph.Verdict {
        let key = VerdictMemo.Key(className: className, member: member, condition: condition)
        if let known = verdicts.known[key] { return known }
        let verdict = conformance.satisfies(className, member, under: condition)
        verdicts.known[key] = verdict
        return verdict
    }
}
