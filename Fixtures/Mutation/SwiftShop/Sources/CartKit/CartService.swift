//
//  CartService.swift
//  CartKit
//

import Foundation
import ZIKRouter
import ZRouter

public protocol CartServiceInput: AnyObject {
    var items: [String] { get }
    func add(productID: String)
}

extension RoutableService where Protocol == CartServiceInput {
    public init() { self.init(declaredTypeName: "CartServiceInput") }
}

/// The cart service made for a given store.
public protocol CartServiceModuleInput: AnyObject {
    var storeID: String? { get set }
}

extension RoutableServiceModule where Protocol == CartServiceModuleInput {
    public init() { self.init(declaredTypeName: "CartServiceModuleInput") }
}

public final class CartService: NSObject, CartServiceInput, ZIKRoutableService {
    public private(set) var items: [String] = []
    let storeID: String?

    init(storeID: String?) {
        self.storeID = storeID
    }

    public func add(productID: String) {
        items.append(productID)
    }
}

public final class CartServiceConfiguration: ZIKPerformRouteConfiguration, CartServiceModuleInput {
    public var storeID: String?

    override public func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CartServiceConfiguration
        copy.storeID = storeID
        return copy
    }
}
