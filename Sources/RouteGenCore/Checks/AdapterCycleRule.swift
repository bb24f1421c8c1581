/// `adapter-cycle`: adapters whose chain comes back to where it started (`A → B → A`). ZIKRouter
/// asserts when a lookup walks such a chain (docs/ZIKRouter-semantics.md#registration-calls-adapters). Reported at each adapter in the loop.
public struct AdapterCycleRule: CheckRule {
    public let id = "adapter-cycle"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "An adapter chain loops back to a protocol it started from."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.routes.adapters.keys.sorted() {
            for adapter in context.routes.adapters[key]! where adapter.runs {
                guard case .unregistered(let gap) = context.routes.resolve(key, under: adapter.condition),
                      gap.isCycle, gap.chain.first == gap.chain.last else { continue }
                findings.append(Finding(
                    "\(key.kind.spokenName) \(key.name) is adapted by \(adapter.routeDescription) into a loop: \(gap.chain.joined(separator: " → "))",
                    at: adapter.fact.location
                ))
            }
        }
        return findings
    }
}
