import ZIKRouter
import ZIKRouter.Internal
import ZRouter

typealias CartRouteConfig = ViewRouteConfig

extension RoutableView where Protocol == CartInput {
    public init() { self.init(declaredTypeName: "CartInput") }
}

final class CartViewRouter: ZIKViewRouter<CartViewController, CartRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(CartViewController.self)
        register(RoutableView<CartInput>())
    }

    override func destination(with configuration: CartRouteConfig) -> CartViewController? {
        return CartViewController()
    }
}
