/// Registrations whose key routegen cannot read (`registerIdentifier(config.routeID)`,
/// `registerView:NSClassFromString(name)`): some key of their kind is registered, which one is
/// unknown. A rule that finds nothing registering what it looks for says so as a note when such a
/// registration may be it, so that `check` never fails a correct app on a key it could not read.
import RouteGenModel

enum UnreadKeyLeniency {
    static let protocolKinds: Set<RegistrationKind> = [
        .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol, .adapter,
    ]

    /// `message` at `location`, as the rule's finding when no unread key has one of `kinds`, else
    /// as a note that names the first (in source order) of them. A router whose implementation
    /// routegen does not see (`unseen`) may register anything.
    static func finding(
        _ message: String, at location: SourceLocation, kinds: Set<RegistrationKind>, unread: [UnreadKey],
        unseen: [Router] = []
    ) -> Finding {
        let candidates = unread.filter { kinds.contains($0.kind) }
        guard let first = candidates.first else {
            guard let router = unseen.first, !kinds.isEmpty else { return Finding(message, at: location) }
            let more = unseen.count > 1 ? " (and \(unseen.count - 1) more)" : ""
            return Finding(
                message
                    + "; but router \(router.name) at \(ConformanceChecking.place(router.location))\(more), whose `@implementation` routegen does not see, may register it",
                at: location, severity: .note
            )
        }
        let more = candidates.count > 1 ? " (and \(candidates.count - 1) more)" : ""
        let what = first.spelling.isEmpty ? "a registration" : "`\(first.spelling)`"
        return Finding(
            message
                + "; but the key of \(what) at \(ConformanceChecking.place(first.location))\(more) cannot be read statically and may be it",
            at: location, severity: .note
        )
    }

    /// A registration that does not run only because its router belongs to a pod from a spec
    /// repository that the registry leaves out: such a pod may well register its routers itself
    /// (then `pod-router-left-out: off`), so what hangs on it is a note.
    static func onlyLeftOutPods(_ registrations: [LiveRegistration]) -> String? {
        guard !registrations.isEmpty else { return nil }
        var pods: [String] = []
        for registration in registrations {
            guard case .podLeftOut(let pod)? = registration.notRunBecause?.reason else { return nil }
            if !pods.contains(pod) { pods.append(pod) }
        }
        return pods.joined(separator: ", ")
    }

    /// The finding, as a note when the only registrations are a left-out pod's.
    static func podNote(_ finding: Finding, registrations: [LiveRegistration]) -> Finding {
        guard let pods = onlyLeftOutPods(registrations) else { return finding }
        var note = finding
        note.severity = .note
        note.message += " (unless pod \(pods) registers its routers itself)"
        return note
    }

    /// The graph's unread keys in source order.
    static func sorted(_ graph: RouteGraph) -> [UnreadKey] {
        graph.unreadKeys.sorted { $0.location < $1.location }
    }

    /// The routers whose `@implementation` routegen does not see, in source order.
    static func unseenRouters(_ graph: RouteGraph) -> [Router] {
        graph.routers.filter { $0.exclusion == .implementationNotScanned }.sorted { $0.location < $1.location }
    }
}
