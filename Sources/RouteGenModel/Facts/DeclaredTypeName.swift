/// `init() { self.init(declaredTypeName: "LoginViewInput") }` in `extension RoutableView where
/// Protocol == LoginViewInput` (or the module and service kinds): the name ZRouter keys the entry
/// by instead of working out `String(describing: Protocol.self)`, faster at launch, and asserted
/// equal to it in debug builds.
package struct DeclaredTypeName: Hashable, Sendable {
    package var kind: RoutableKind
    /// The extension's `Protocol ==` type, as written.
    package var protocolName: String
    /// The string literal passed.
    package var typeName: String
    /// Where the literal is.
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(
        kind: RoutableKind, protocolName: String, typeName: String, location: SourceLocation,
        condition: BuildCondition = .always
    ) {
        self.kind = kind
        self.protocolName = protocolName
        self.typeName = typeName
        self.location = location
        self.condition = condition
    }
}
