//
//  CartViewRouter.swift
//  Shop Demo
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol CartViewInput: AnyObject {
    var itemCount: Int { get set }
}

final class CartViewController: UIViewController, CartViewInput, ZIKRoutableView {
    var itemCount = 0
}

final class CartViewRouter: ZIKViewRouter<CartViewController, ViewRouteConfig> {
    override static func registerRoutableDestination() {
        registerExclusiveView(CartViewController.self)
        register(RoutableView<CartViewInput>())
        registerIdentifier("cart")
    }

    override func destination(with configuration: ViewRouteConfig) -> CartViewController? {
        CartViewController()
    }
}

#if DEBUG
/// The cart with fake items, for screenshots; never in a Release build.
final class FakeCartViewRouter: ZIKViewRouter<CartViewController, ViewRouteConfig> {
    override static func registerRoutableDestination() {
        registerView(CartViewController.self)
        registerIdentifier("fake-cart")
    }

    override func destination(with configuration: ViewRouteConfig) -> CartViewController? {
        CartViewController()
    }
}
#endif

extension RoutableView where Protocol == CartViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
