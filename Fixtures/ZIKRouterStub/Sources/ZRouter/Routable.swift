// Routable entries: a protocol becomes routable by declaring, in the app,
//     extension RoutableView where Protocol == P { init() { self.init(declaredProtocol: Protocol.self) } }
// (or `self.init(declaredTypeName: "P")`). `RoutableView<Undeclared>()` does not compile.

public struct RoutableView<Protocol> {
    /// The registry key: `String(describing: Protocol.self)`, or the declared type name.
    public let typeName: String

    @available(*, unavailable, message: "Protocol is not declared as routable")
    public init() { typeName = String(describing: Protocol.self) }

    public init(declaredProtocol: Protocol.Type) { typeName = String(describing: declaredProtocol) }

    public init(declaredTypeName: String) { typeName = declaredTypeName }
}

public struct RoutableViewModule<Protocol> {
    public let typeName: String

    @available(*, unavailable, message: "Protocol is not declared as routable")
    public init() { typeName = String(describing: Protocol.self) }

    public init(declaredProtocol: Protocol.Type) { typeName = String(describing: declaredProtocol) }

    public init(declaredTypeName: String) { typeName = declaredTypeName }
}

public struct RoutableService<Protocol> {
    public let typeName: String

    @available(*, unavailable, message: "Protocol is not declared as routable")
    public init() { typeName = String(describing: Protocol.self) }

    public init(declaredProtocol: Protocol.Type) { typeName = String(describing: declaredProtocol) }

    public init(declaredTypeName: String) { typeName = declaredTypeName }
}

public struct RoutableServiceModule<Protocol> {
    public let typeName: String

    @available(*, unavailable, message: "Protocol is not declared as routable")
    public init() { typeName = String(describing: Protocol.self) }

    public init(declaredProtocol: Protocol.Type) { typeName = String(describing: declaredProtocol) }

    public init(declaredTypeName: String) { typeName = declaredTypeName }
}

// MARK: Switchable entries (one of several routable protocols, chosen at run time)

public struct SwitchableView {
    public let typeName: String
    public init<Protocol>(_ routableEntry: RoutableView<Protocol>) { typeName = routableEntry.typeName }
}

public struct SwitchableViewModule {
    public let typeName: String
    public init<Protocol>(_ routableEntry: RoutableViewModule<Protocol>) { typeName = routableEntry.typeName }
}

public struct SwitchableService {
    public let typeName: String
    public init<Protocol>(_ routableEntry: RoutableService<Protocol>) { typeName = routableEntry.typeName }
}

public struct SwitchableServiceModule {
    public let typeName: String
    public init<Protocol>(_ routableEntry: RoutableServiceModule<Protocol>) { typeName = routableEntry.typeName }
}
