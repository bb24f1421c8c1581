import Foundation
import RouteGenModel

/// What the conformance rules share: the running registrations grouped by the route object that
/// made them, and how a message names a registration's place.
enum ConformanceChecking {
    /// Running router registrations (not block routes or `forMaking…` routes), grouped by owner,
    /// in source order.
    static func registrationsByRouter(_ routes: RouteTable) -> [[LiveRegistration]] {
        var groups: [String: [LiveRegistration]] = [:]
        var order: [String] = []
        for registration in routes.all where registration.runs && registration.fact.route == .router {
            guard let owner = registration.owner else { continue }
            let key = "\(owner.name)\u{0}\(owner.location.file)\u{0}\(owner.location.line)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(registration)
        }
        return order.sorted().map { groups[$0]!.sorted { $0.fact.location < $1.fact.location } }
    }

    /// Running registrations of routers and of block routes, grouped by the route object that
    /// made them (a router class, or one block route's creation), in source order.
    static func registrationsByRoute(_ routes: RouteTable) -> [[LiveRegistration]] {
        var groups: [String: [LiveRegistration]] = [:]
        for registration in routes.all where registration.runs {
            guard let key = routeKey(of: registration) else { continue }
            groups[key, default: []].append(registration)
        }
        return groups.keys.sorted().map { groups[$0]!.sorted { $0.fact.location < $1.fact.location } }
    }

    /// What tells one route object from another: the router (by name and declaration), or a
    /// block route's creation within the router whose body makes it. Nil for a `forMaking…`
    /// registration, which is a route of its own, and for a call to a class routegen does not know.
    static func routeKey(of registration: LiveRegistration) -> String? {
        guard let owner = registration.owner else { return nil }
        let router = "\(owner.name)\u{0}\(owner.location.file)\u{0}\(owner.location.line)"
        switch registration.fact.route {
        case .router:
            return router
        case .blockRoute:
            guard let creation = registration.fact.blockRoute else { return nil }
            return router + "\u{0}\(creation.file)\u{0}\(creation.line)\u{0}\(creation.column)"
        case .makingDestination:
            return nil
        }
    }

    /// `LoginViewRouter.m:14`.
    static func place(_ location: SourceLocation) -> String {
        "\(fileName(location.file)):\(location.line)"
    }

    /// The members a registered protocol key stands for: `UIViewController & LoginViewInput` has two.
    static func members(of key: String) -> [String] {
        key.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static let unknownPairing = "; routegen cannot tell from their conditions whether both run in the same launch"

    /// A conformance the rule could not decide, as a note that says which and why: `check` is
    /// never silent on what it cannot vouch for (`RunSummary.undecided` counts such notes).
    static func undecided(_ question: String, reason: String, at location: SourceLocation) -> Finding {
        Finding("routegen cannot decide whether \(question): \(reason)", at: location, severity: .note)
    }

    /// The first member whose verdict is unknown, with the reason.
    static func firstUnknown(
        _ verdicts: [(member: String, verdict: ConformanceGraph.Verdict)]
    ) -> (member: String, reason: String)? {
        for (member, verdict) in verdicts {
            if case .unknown(let reason) = verdict { return (member, reason) }
        }
        return nil
    }
}

extension RegistrationKind {
    /// `registerView`, `registerExclusiveService` and the like: a destination class.
    var registersDestinationClass: Bool {
        self == .view || self == .exclusiveView || self == .service || self == .exclusiveService
    }
}
