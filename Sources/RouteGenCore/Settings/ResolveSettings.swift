/// The settings that turn the scanned facts into the route graph and its findings. A file's facts
/// never depend on them: changing one keeps every cached file.
package struct ResolveSettings: Hashable, Codable, Sendable {
    /// The module the generated Swift is compiled into. Routers of other modules are imported and
    /// must be public; nil means "the single module that holds routers, if there is one".
    package var registryModule: String?
    /// Routers registered in the early group besides those marked `// routegen:early`.
    package var earlyRouters: [String] = []
    /// Severity overrides for diagnostics and check rules, by rule id (`unreachable-router: error`).
    /// A rule set to `off` is not reported.
    package var ruleSeverities: [String: RuleSeverity] = [:]
    /// Routes registered by modules the scan does not include (`provided-routes:`): `check`
    /// counts them as registered, `generate` registers nothing for them.
    package var providedRoutes: [ProvidedRoute] = []

    package init() {}
}
