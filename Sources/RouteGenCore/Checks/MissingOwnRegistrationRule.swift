/// `missing-own-registration`: a concrete router that does not define `registerRoutableDestination`
/// itself. Calling it would re-run its superclass's registrations with itself as receiver and trap
/// on the duplicates (docs/ZIKRouter-semantics.md#registrable-router-scanner-rules), so the generated registry leaves it out.
///
/// The graph builder decides this (and `generate` prints it as a warning); in `check` this rule
/// owns the finding.
public struct MissingOwnRegistrationRule: CheckRule {
    public let id = "missing-own-registration"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A concrete router does not define its own `registerRoutableDestination`."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let names = RouterDisplayNames(routers: context.graph.routers)
        return context.graph.routers.compactMap { router in
            guard let reason = router.exclusion, reason == .missingOwnRegistration else { return nil }
            return Finding("router \(names.name(of: router)) is not registered: it \(reason.description)", at: router.location)
        }
    }
}
