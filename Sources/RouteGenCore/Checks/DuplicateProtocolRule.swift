/// `duplicate-protocol`: one protocol bound to two routes in the same registry — two routers,
/// a router and an adapter, a router and a `forMaking…` registration (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys). Reported at
/// both registrations; registrations in mutually exclusive `#if` or runtime branches never conflict.
///
/// The same router registering an Objective-C protocol twice is tolerated by ZIKRouter; a Swift
/// protocol is not (its key is a string in ZRouter's own dictionary). A protocol counts as
/// Objective-C when it is declared routable in an Objective-C file.
public struct DuplicateProtocolRule: CheckRule {
    public let id = "duplicate-protocol"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "The same protocol is registered by two routes in the same registry."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        var groups = context.routes.protocols
        for (key, adapters) in context.routes.adapters { groups[key, default: []] += adapters }
        let objectiveC = Set(context.graph.routableDeclarations
            .filter { SourceDiscovery.language(ofFile: $0.location.file) == .objc }
            .map { ProtocolKey(kind: $0.kind, name: $0.protocolName) })

        var findings: [Finding] = []
        for key in groups.keys.sorted() {
            let pairs = Conflicts.pairs(groups[key]!) { one, other in
                objectiveC.contains(key) && one.fact.kind != .adapter && other.fact.kind != .adapter && one.isSameRoute(as: other)
            }
            for pair in pairs {
                let registration = pair.registration
                let role = registration.fact.kind == .adapter ? "adapted by \(registration.routeDescription)" : "registered by \(registration.routeDescription)"
                findings.append(Conflicts.finding(pair,
                    "\(key.kind.spokenName) \(key.name) is \(role) and also by \(Conflicts.list(pair.others)); ZIKRouter asserts on the second registration"
                ))
            }
        }
        return findings
    }
}
