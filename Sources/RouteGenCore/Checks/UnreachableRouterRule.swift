/// `unreachable-router`: a router the generated registry cannot call — `private`, `fileprivate`
/// (or nested in such a scope), or internal to a module other than the registry's. It would never
/// be registered, so every route it registers is missing at run time.
///
/// The graph builder decides this (and `generate` prints it as a warning); in `check` this rule
/// owns the finding, as an error.
public struct UnreachableRouterRule: CheckRule {
    public let id = "unreachable-router"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A router is private, fileprivate, or not public across modules, so the registry cannot call it."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let names = RouterDisplayNames(routers: context.graph.routers)
        return context.graph.routers.compactMap { router in
            switch router.exclusion {
            case .inaccessible?, .notVisibleAcrossModules?:
                return Finding("router \(names.name(of: router)) is not registered: \(router.exclusion!.description)", at: router.location)
            default:
                return nil
            }
        }
    }
}
