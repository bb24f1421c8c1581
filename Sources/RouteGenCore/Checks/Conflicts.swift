/// The pairing the conflict rules share: among the registrations of one key, each running one
/// conflicts with every other running one that can run in the same build and the same launch
/// (`#if X` and `#else`, or `if FLAG == 0` and `if FLAG == 1`, never can) and that ZIKRouter does
/// not tolerate. Each registration involved is reported, naming the others, so both ends of a
/// conflict get a finding. When the two may only run together under a condition routegen cannot
/// read, the finding is a note: routegen must not block a commit on a guess.
import RouteGenModel

enum Conflicts {
    struct Pair {
        var registration: LiveRegistration
        /// The registrations it certainly conflicts with; when there are none, the ones it may conflict with.
        var others: [LiveRegistration]
        var certain: Bool
    }

    static func pairs(
        _ registrations: [LiveRegistration], tolerated: (LiveRegistration, LiveRegistration) -> Bool = { _, _ in false }
    ) -> [Pair] {
        let running = registrations.filter { $0.runs && $0.owner != nil && $0.registry != nil }
            .sorted { ($0.fact.location, $0.owner?.name ?? "") < ($1.fact.location, $1.owner?.name ?? "") }
        guard running.count > 1 else { return [] }
        return running.compactMap { registration in
            var certain: [LiveRegistration] = []
            var possible: [LiveRegistration] = []
            for other in running where other.fact != registration.fact && !tolerated(registration, other) {
                switch ConditionLogic.relation(other.condition, registration.condition) {
                case .together: certain.append(other)
                case .unknown: possible.append(other)
                case .exclusive: break
                }
            }
            if !certain.isEmpty { return Pair(registration: registration, others: certain, certain: true) }
            if !possible.isEmpty { return Pair(registration: registration, others: possible, certain: false) }
            return nil
        }
    }

    /// The finding for a pair: the rule's message when certain, a note that says why it is one otherwise.
    static func finding(_ pair: Pair, _ message: String) -> Finding {
        if pair.certain { return Finding(message, at: pair.registration.fact.location) }
        return Finding(
            message + " if both run; routegen cannot tell from their conditions whether they run in the same launch",
            at: pair.registration.fact.location, severity: .note
        )
    }

    /// `A.swift`, or `A.swift and B.swift`: where the other registrations of one route are.
    static func files(_ registrations: [LiveRegistration]) -> String {
        var unique: [String] = []
        for registration in registrations {
            let name = fileName(registration.fact.location.file)
            if !unique.contains(name) { unique.append(name) }
        }
        return unique.joined(separator: " and ")
    }

    /// `router A (A.swift) and a block route made in B (B.swift)`.
    static func list(_ registrations: [LiveRegistration]) -> String {
        let places = registrations.map(\.placeDescription)
        var unique: [String] = []
        for place in places where !unique.contains(place) { unique.append(place) }
        return unique.count <= 2
            ? unique.joined(separator: " and ") : unique.dropLast().joined(separator: ", ") + " and " + unique.last!
    }
}
