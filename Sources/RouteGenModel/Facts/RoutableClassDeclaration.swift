/// A destination class declared routable (docs/ZIKRouter-semantics.md#routable-destination-classes): `DeclareRoutableView(Cls, Ext)`,
/// `DeclareRoutableService(…)`, or a class or category adopting `ZIKRoutableView` /
/// `ZIKRoutableService`.
package struct RoutableClassDeclaration: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case view, service
    }

    package var className: String
    package var kind: Kind
    /// How it was declared, for reports: `DeclareRoutableView`, `category`, `interface`.
    package var form: String
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(
        className: String, kind: Kind, form: String, location: SourceLocation, condition: BuildCondition = .always
    ) {
        self.className = className
        self.kind = kind
        self.form = form
        self.location = location
        self.condition = condition
    }
}
