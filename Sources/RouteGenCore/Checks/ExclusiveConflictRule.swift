/// `exclusive-conflict`: a destination class registered exclusively (`registerExclusiveView`,
/// `registerExclusiveService`, a block route's exclusive destination) that any other
/// registration also binds — another router, a shared registration, or the same exclusive call
/// twice (docs/ZIKRouter-semantics.md#runtime-conflicts-exclusive). ZIKRouter asserts whichever runs first, so both ends are reported.
public struct ExclusiveConflictRule: CheckRule {
    public let id = "exclusive-conflict"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A class registered exclusively by one route is also registered by another."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for className in context.routes.classes.keys.sorted() {
            for registry in [RegistryKind.view, .service] {
                let registrations = context.routes.classes[className]!.filter { $0.registry == registry }
                guard registrations.contains(where: { $0.fact.kind.isExclusive }) else { continue }
                // Two shared registrations of one class are fine; a pair conflicts when either is exclusive.
                let pairs = Conflicts.pairs(registrations) { one, other in !one.fact.kind.isExclusive && !other.fact.kind.isExclusive }
                for pair in pairs {
                    let registration = pair.registration
                    let how = registration.fact.kind.isExclusive ? "exclusively" : "(shared)"
                    findings.append(Conflicts.finding(pair,
                        "\(registry.rawValue) class \(className) is registered \(how) by \(registration.routeDescription) and also by \(Conflicts.list(pair.others)); an exclusively registered class can have no other route"
                    ))
                }
            }
        }
        return findings
    }
}

extension RegistrationKind {
    var isExclusive: Bool { self == .exclusiveView || self == .exclusiveService }
}
