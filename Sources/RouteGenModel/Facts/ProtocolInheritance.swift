/// `@protocol P <A, B>`: a protocol and the protocols it inherits, as written. Per-file facts
/// can only see direct inheritance; `RoutableProtocolResolver` follows chains across files to
/// find protocols that are routable through another one (docs/ZIKRouter-semantics.md#routable-protocols-objc).
package struct ProtocolInheritance: Hashable, Sendable {
    package var protocolName: String
    package var parents: [String]
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(protocolName: String, parents: [String], location: SourceLocation, condition: BuildCondition = .always)
    {
        self.protocolName = protocolName
        self.parents = parents
        self.location = location
        self.condition = condition
    }
}
