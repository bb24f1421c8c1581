import ZIKRouter
import ZRouter

/// What the cart screen offers the modules that open it. CartModule's CartViewRouter
/// registers it; this pod holds only the protocols, so feature modules depend on it alone.
public protocol CartViewInput: AnyObject {
    var itemCount: Int { get }
    func highlightItem(id: String)
}

public protocol CartServiceInput: AnyObject {
    func add(itemID: String, quantity: Int)
    var itemCount: Int { get }
}

extension RoutableView where Protocol == CartViewInput {
    public init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableService where Protocol == CartServiceInput {
    public init() { self.init(declaredProtocol: Protocol.self) }
}
