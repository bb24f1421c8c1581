/// `unregistered-declaration`: a protocol declared routable (a Swift `extension RoutableView where
/// Protocol == P`, or an Objective-C protocol inheriting a `…Routable` protocol) that no running
/// route registers. ZIKRouter reports it only when registration finishes in a debug build (docs/ZIKRouter-semantics.md#registration-finish-checks).
public struct UnregisteredDeclarationRule: CheckRule {
    public let id = "unregistered-declaration"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A protocol declared routable is registered by no router, adapter chain, `forMaking…` registration or block route."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        context.graph.routableDeclarations.compactMap { declaration in
            let key = ProtocolKey(kind: declaration.kind, name: declaration.protocolName)
            guard case .unregistered(let gap) = context.routes.resolve(key, under: declaration.condition) else { return nil }
            return Finding("\(declaration.kind.spokenName) \(declaration.protocolName) is declared routable but not registered: \(gap.explanation)", at: declaration.location)
        }
    }
}
