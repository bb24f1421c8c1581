/// `@protocol P <A, B>`: a protocol and the protocols it inherits, as written. Per-file facts
/// can only see direct inheritance; `RoutableProtocolResolver` follows chains across files to
/// find protocols that are routable through another one (docs/ZIKRouter-semantics.md#routable-protocols-objc).
public struct ProtocolInheritance: Hashable, Sendable {
    public var protocolName: String
    public var parents: [String]
    public var location: SourceLocation
    public var condition: BuildCondition

    public init(protocolName: String, parents: [String], location: SourceLocation, condition: BuildCondition = .always) {
        self.protocolName = protocolName
        self.parents = parents
        self.location = location
        self.condition = condition
    }
}
