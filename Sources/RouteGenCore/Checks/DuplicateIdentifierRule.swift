/// `duplicate-identifier`: one identifier or URL pattern registered twice in the same registry,
/// even by the same router (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys; `registerURLPattern` also registers the pattern as an
/// identifier). Reported at both registrations; mutually exclusive `#if` or runtime branches never conflict.
public struct DuplicateIdentifierRule: CheckRule {
    public let id = "duplicate-identifier"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "The same identifier or URL pattern is registered twice in the same registry."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let patternCalls = Set(context.routes.urlPatterns.map { $0.fact.location })
        var findings: [Finding] = []
        for identifier in context.routes.identifiers.keys.sorted() {
            let registrations = context.routes.identifiers[identifier]!
            for registry in [RegistryKind.view, .service] {
                for pair in Conflicts.pairs(registrations.filter { $0.registry == registry }) {
                    let registration = pair.registration
                    let what = patternCalls.contains(registration.fact.location) ? "URL pattern" : "identifier"
                    findings.append(Conflicts.finding(pair,
                        "\(registry.rawValue) \(what) \"\(identifier)\" is registered by \(registration.routeDescription) and also by \(Conflicts.list(pair.others)); ZIKRouter asserts on the second registration"
                    ))
                }
            }
        }
        return findings
    }
}
