//
//  CheckoutConfiguration.swift
//  CheckoutKit
//

import ZIKRouter
import ZRouter

final class CheckoutConfiguration: ZIKViewRouteConfiguration, CheckoutModuleInput {
    var itemCount = 0
    var didPlaceOrder: ((String) -> Void)?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CheckoutConfiguration
        copy.itemCount = itemCount
        copy.didPlaceOrder = didPlaceOrder
        return copy
    }
}
