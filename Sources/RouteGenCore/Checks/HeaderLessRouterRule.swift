/// `header-less-router`: an Objective-C router whose `@interface` is only in a `.m` file. The
/// generated Objective-C registry must import a header to call it (docs/ZIKRouter-semantics.md#runtime-code-generators), so move the
/// `@interface` to a header.
public struct HeaderLessRouterRule: CheckRule {
    public let id = "header-less-router"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "An Objective-C router is declared only in a `.m` file, so no header can import it."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        context.graph.routers.compactMap { router in
            // The graph leaves such a router out of the registry (`notImportable`); the rule says why.
            guard router.language == .objc, case .notImportable? = router.exclusion else { return nil }
            return Finding("Objective-C router \(router.name) is declared only in \(fileName(router.location.file)); move its @interface to a header so the registry can import it", at: router.location)
        }
    }
}
