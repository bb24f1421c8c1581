/// `unroutable-destination`: a destination class registered (`registerView`, `registerService`,
/// their exclusive forms, a block route's destination) whose class chain never adopts
/// `ZIKRoutableView` (views) or `ZIKRoutableService` (services): no `DeclareRoutableView(…)`
/// category, no `<ZIKRoutableView>` in an `@interface` or category, no `extension X:
/// ZIKRoutableView`. ZIKRouter asserts on the registration in a debug build. Said only when the
/// whole chain is in the scanned sources (or ends in a framework class) and nothing adds
/// protocols at run time.
public struct UnroutableDestinationRule: CheckRule {
    public let id = "unroutable-destination"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A registered destination class is not routable: nothing in its class chain adopts `ZIKRoutableView` / `ZIKRoutableService`."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        for registration in context.routes.all where registration.runs && registration.fact.kind.registersDestinationClass {
            guard let registry = registration.registry else { continue }
            let routable = registry == .view ? "ZIKRoutableView" : "ZIKRoutableService"
            let className = registration.fact.key
            guard conformance.conforms(className, to: routable, under: registration.condition) == .doesNotConform else { continue }
            let macro = registry == .view ? "DeclareRoutableView" : "DeclareRoutableService"
            let fix = registration.fact.location.file.hasSuffix(".swift") ? "`extension \(className): \(routable) {}`" : "`\(macro)(\(className), …)`"
            findings.append(Finding(
                "\(registry.rawValue) class \(className) is registered by \(registration.routeDescription) but is not routable: nothing in its class chain adopts \(routable) (add \(fix)); ZIKRouter asserts at launch in debug builds",
                at: registration.fact.location
            ))
        }
        return findings.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
    }
}
