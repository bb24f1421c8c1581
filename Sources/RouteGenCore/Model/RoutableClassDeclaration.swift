/// A destination class declared routable (docs/ZIKRouter-semantics.md#routable-destination-classes): `DeclareRoutableView(Cls, Ext)`,
/// `DeclareRoutableService(…)`, or a class or category adopting `ZIKRoutableView` /
/// `ZIKRoutableService`.
public struct RoutableClassDeclaration: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case view, service
    }

    public var className: String
    public var kind: Kind
    /// How it was declared, for reports: `DeclareRoutableView`, `category`, `interface`.
    public var form: String
    public var location: SourceLocation
    public var condition: BuildCondition

    public init(className: String, kind: Kind, form: String, location: SourceLocation, condition: BuildCondition = .always) {
        self.className = className
        self.kind = kind
        self.form = form
        self.location = location
        self.condition = condition
    }
}
