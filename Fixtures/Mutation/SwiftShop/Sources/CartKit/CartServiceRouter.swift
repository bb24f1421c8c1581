//
//  CartServiceRouter.swift
//  CartKit
//

import ZIKRouter.Internal
import ZRouter

public final class CartServiceRouter: ZIKServiceRouter<CartService, CartServiceConfiguration> {
    override public class func registerRoutableDestination() {
        registerService(CartService.self)
        register(RoutableService<CartServiceInput>())
        register(RoutableServiceModule<CartServiceModuleInput>())
    }

    override public class func defaultRouteConfiguration() -> CartServiceConfiguration {
        CartServiceConfiguration()
    }

    override public func destination(with configuration: CartServiceConfiguration) -> CartService? {
        CartService(storeID: configuration.storeID)
    }
}
