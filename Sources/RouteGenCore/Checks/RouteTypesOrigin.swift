/// Where a router's supported route types come from, as findings name it, so that every rule
/// about route types says it the same way.
enum RouteTypesOrigin {
    /// - Parameters:
    ///   - decidedBy: the class of the chain whose override decides the mask; nil when none
    ///     overrides it and ZIKRouter's default holds.
    ///   - router: the router the finding is about.
    static func phrase(decidedBy: String?, router: String) -> String {
        guard let decidedBy else { return "ZIKRouter's default" }
        return decidedBy == router ? "its own override" : "the override it inherits from \(decidedBy)"
    }
}
