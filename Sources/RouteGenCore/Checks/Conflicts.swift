/// The pairing the conflict rules share: among the registrations of one key, each running one
/// conflicts with every other running one that can be compiled in the same build (`#if X` and
/// `#else` never can) and that ZIKRouter does not tolerate. Each registration involved is
/// reported, naming the others, so both ends of a conflict get a finding.
enum Conflicts {
    static func pairs(
        _ registrations: [LiveRegistration], tolerated: (LiveRegistration, LiveRegistration) -> Bool = { _, _ in false }
    ) -> [(registration: LiveRegistration, others: [LiveRegistration])] {
        let running = registrations.filter { $0.runs && $0.owner != nil && $0.registry != nil }
            .sorted { ($0.fact.location, $0.owner?.name ?? "") < ($1.fact.location, $1.owner?.name ?? "") }
        guard running.count > 1 else { return [] }
        return running.compactMap { registration in
            let others = running.filter { other in
                other.fact != registration.fact
                    && !other.condition.excludes(registration.condition)
                    && !tolerated(registration, other)
            }
            return others.isEmpty ? nil : (registration, others)
        }
    }

    /// `router A (A.swift) and a block route made in B (B.swift)`.
    static func list(_ registrations: [LiveRegistration]) -> String {
        let places = registrations.map(\.placeDescription)
        var unique: [String] = []
        for place in places where !unique.contains(place) { unique.append(place) }
        return unique.count <= 2 ? unique.joined(separator: " and ") : unique.dropLast().joined(separator: ", ") + " and " + unique.last!
    }
}
