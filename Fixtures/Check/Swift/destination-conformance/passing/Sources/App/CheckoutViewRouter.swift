import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol PhoneCheckoutInput: AnyObject {}
protocol PadCheckoutInput: AnyObject {}

extension RoutableView where Protocol == PhoneCheckoutInput {
    init() { self.init(declaredTypeName: "PhoneCheckoutInput") }
}

extension RoutableView where Protocol == PadCheckoutInput {
    init() { self.init(declaredTypeName: "PadCheckoutInput") }
}

final class PhoneCheckoutViewController: UIViewController, PhoneCheckoutInput, ZIKRoutableView {}
final class PadCheckoutViewController: UIViewController, PadCheckoutInput, ZIKRoutableView {}

/// Each build registers one class with its own protocol: the pairs across branches never run together.
final class CheckoutViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        #if PHONE_ONLY
        registerView(PhoneCheckoutViewController.self)
        register(RoutableView<PhoneCheckoutInput>())
        #else
        registerView(PadCheckoutViewController.self)
        register(RoutableView<PadCheckoutInput>())
        #endif
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        #if PHONE_ONLY
        return PhoneCheckoutViewController()
        #else
        return PadCheckoutViewController()
        #endif
    }
}
