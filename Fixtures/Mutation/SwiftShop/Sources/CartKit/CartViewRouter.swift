//
//  CartViewRouter.swift
//  CartKit
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension CartViewController: ZIKRoutableView {}

public final class CartViewRouter: ZIKViewRouter<CartViewController, ViewRouteConfig> {
    override public class func registerRoutableDestination() {
        registerExclusiveView(CartViewController.self)
        register(RoutableView<CartInput>())
        registerIdentifier("cart")
    }

    override public func destination(with configuration: ViewRouteConfig) -> CartViewController? {
        CartViewController()
    }
}
