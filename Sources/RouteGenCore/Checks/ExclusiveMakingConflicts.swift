/// `exclusive-conflict`'s pairs of an exclusive registration with a `forMaking…` registration
/// making the same class in the same registry. Each `forMaking…` selector asserts when the class
/// already has an exclusive router (`ZIKRouteRegistry.m:581,595,607,624,640,660,673,691`). The
/// exclusive registration asserts in turn when the class is already in the set or map that only
/// some selectors write (`ZIKRouteRegistry.m:516,517`): the destination-protocol and identifier
/// selectors without a configuration factory. A module protocol's or a configuration factory's
/// registration therefore asserts only when it runs second, which routegen can tell only inside
/// one `registerRoutableDestination` body. The C-function identifier selectors invert the check:
/// they assert on a class with no exclusive router yet (`identifier-factory-function`), so with an
/// exclusive registration of the class they assert only when they run first, and the exclusive
/// registration that follows a `factory:` one asserts too (`ZIKRouteRegistry.m:517`).
import RouteGenModel

enum ExclusiveMakingConflicts {
    private struct Pair {
        var making: LiveRegistration
        var exclusive: LiveRegistration
        var certain: Bool
        /// The exclusive registration asserts too when it runs second.
        var eitherOrder: Bool
        /// A C-function identifier registration, which asserts only when it runs first.
        var function: Bool
        /// Why the pair is not certain: the clause a note ends with.
        var doubt: String?
    }

    static func findings(in routes: RouteTable) -> [Finding] {
        let exclusive = routes.all.filter { $0.runs && $0.registry != nil && $0.fact.kind.isExclusive }
        guard !exclusive.isEmpty else { return [] }
        var seen: Set<SourceLocation> = []
        let making = routes.all.filter {
            $0.runs && $0.registry != nil && $0.fact.route == .makingDestination && $0.fact.madeClass != nil
                && seen.insert($0.fact.location).inserted
        }
        var pairs: [Pair] = []
        for registration in making {
            let made = ConformanceScope.simple(registration.fact.madeClass!)
            for other in exclusive
            where other.registry == registration.registry && ConformanceScope.simple(other.fact.key) == made {
                if let pair = pair(registration, other) { pairs.append(pair) }
            }
        }
        var findings: [Finding] = []
        for (registration, its) in grouped(pairs, by: \.making) {
            let made = ConformanceScope.simple(registration.fact.madeClass!)
            findings.append(
                finding(registration, its, side: \.exclusive) {
                    "\(registration.registry!.rawValue) class \(made) is made by \(registration.routeDescription) and registered exclusively by \($0)"
                })
        }
        for (registration, its) in grouped(pairs, by: \.exclusive) {
            let registered = ConformanceScope.simple(registration.fact.key)
            findings.append(
                finding(registration, its, side: \.making) {
                    "\(registration.registry!.rawValue) class \(registered) is registered exclusively by \(registration.routeDescription) and also made by \($0)"
                })
        }
        return findings
    }

    private static func pair(_ making: LiveRegistration, _ exclusive: LiveRegistration) -> Pair? {
        var doubts: [String] = []
        switch ConditionLogic.relation(exclusive.condition, making.condition) {
        case .exclusive: return nil
        case .unknown: doubts.append("routegen cannot tell from their conditions whether they run in the same launch")
        case .together: break
        }
        let function = making.fact.kind == .identifier && making.fact.factoryIsFunction
        let eitherOrder = !function && assertsInEitherOrder(making.fact)
        if !eitherOrder {
            if let exclusiveFirst = order(exclusive, making) {
                // The usual selectors assert when they run second, the C-function ones when first.
                guard exclusiveFirst != function else { return nil }
            } else {
                doubts.append(
                    function
                        ? "routegen cannot tell which `registerRoutableDestination` runs first"
                        : "ZIKRouter checks a module protocol's or a configuration factory's `forMaking…` registration only when it runs after the exclusive one, and routegen cannot tell which `registerRoutableDestination` runs first"
                )
            }
        }
        return Pair(
            making: making, exclusive: exclusive, certain: doubts.isEmpty, eitherOrder: eitherOrder,
            function: function, doubt: doubts.isEmpty ? nil : doubts.joined(separator: "; "))
    }

    /// The registrations whose class the exclusive registration finds already registered
    /// (`runtimeFactoryDestinationClasses`, `destinationToDefaultFactoryMap`).
    private static func assertsInEitherOrder(_ fact: RegistrationFact) -> Bool {
        switch fact.kind {
        case .viewModuleProtocol, .serviceModuleProtocol: return false
        case .identifier: return fact.configurationFactory == nil
        default: return true
        }
    }

    /// Whether the exclusive registration runs first, when both calls sit in one
    /// `registerRoutableDestination` body; nil otherwise.
    private static func order(_ exclusive: LiveRegistration, _ making: LiveRegistration) -> Bool? {
        let one = exclusive.fact
        let other = making.fact
        guard one.enclosingType == other.enclosingType, one.location.file == other.location.file,
            exclusive.owner?.name == making.owner?.name
        else { return nil }
        return (one.calledFrom ?? one.location) < (other.calledFrom ?? other.location)
    }

    private static func grouped(
        _ pairs: [Pair], by side: KeyPath<Pair, LiveRegistration>
    ) -> [(LiveRegistration, [Pair])] {
        var order: [LiveRegistration] = []
        var groups: [LiveRegistration: [Pair]] = [:]
        for pair in pairs {
            let key = pair[keyPath: side]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(pair)
        }
        return order.sorted { $0.fact.location < $1.fact.location }.map { ($0, groups[$0]!) }
    }

    /// An error naming the registrations it certainly conflicts with; otherwise a note naming the
    /// others and why routegen is not sure.
    private static func finding(
        _ registration: LiveRegistration, _ pairs: [Pair], side: KeyPath<Pair, LiveRegistration>,
        _ subject: (String) -> String
    ) -> Finding {
        func consequence(_ pairs: [Pair]) -> String {
            var text = ""
            if pairs.contains(where: { !$0.function }) {
                text += "; ZIKRouter asserts on a `forMaking…` registration of a class that has an exclusive router"
                if pairs.contains(where: \.eitherOrder) {
                    text +=
                        ", and on an exclusive registration of a class that such a `forMaking…` registration already makes"
                }
            }
            if pairs.contains(where: \.function) {
                text +=
                    "; ZIKRouter 1.1.1's C-function `registerIdentifier:forMaking…:factory:` / `…configurationFactory:` asserts on a class that has no exclusive router yet (its check is inverted), so it asserts when it runs first"
            }
            return text
        }
        let certain = pairs.filter(\.certain)
        if !certain.isEmpty {
            return Finding(
                subject(Conflicts.list(certain.map { $0[keyPath: side] })) + consequence(certain),
                at: registration.fact.location)
        }
        let doubts = pairs.compactMap(\.doubt).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return Finding(
            subject(Conflicts.list(pairs.map { $0[keyPath: side] })) + consequence(pairs) + " if both run; "
                + doubts.joined(separator: "; "),
            at: registration.fact.location, severity: .note)
    }
}
