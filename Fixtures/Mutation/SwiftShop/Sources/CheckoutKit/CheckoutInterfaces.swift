//
//  CheckoutInterfaces.swift
//  CheckoutKit
//

import Foundation
import ZRouter

/// The checkout screen.
public protocol CheckoutViewInput: AnyObject {
    var total: Decimal { get set }
}

extension RoutableView where Protocol == CheckoutViewInput {
    public init() { self.init(declaredTypeName: "CheckoutViewInput") }
}

/// The checkout module, for callers that need the order it places.
public protocol CheckoutModuleInput: AnyObject {
    var itemCount: Int { get set }
    var didPlaceOrder: ((String) -> Void)? { get set }
}

extension RoutableViewModule where Protocol == CheckoutModuleInput {
    public init() { self.init(declaredTypeName: "CheckoutModuleInput") }
}
