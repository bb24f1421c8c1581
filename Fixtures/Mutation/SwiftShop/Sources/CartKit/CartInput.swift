//
//  CartInput.swift
//  CartKit
//

import ZIKRouter

/// The cart screen. An Objective-C protocol inheriting ZIKViewRoutable, so ZRouter makes it routable
/// without an `extension RoutableView`: callers write `RoutableView<CartInput>()`.
@objc public protocol CartInput: ZIKViewRoutable {
    var itemCount: Int { get }
    func reloadItems()
}
