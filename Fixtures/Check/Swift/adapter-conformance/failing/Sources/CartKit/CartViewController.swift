import UIKit
import ZIKRouter

public protocol CartInput: AnyObject {
    var itemCount: Int { get }
}

/// The shop's screens share a base class.
open class ShopViewController: UIViewController {}

public final class CartViewController: ShopViewController, ZIKRoutableView, CartInput {
    public var itemCount = 0
}
