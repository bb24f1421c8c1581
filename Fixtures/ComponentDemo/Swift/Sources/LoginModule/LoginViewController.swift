import UIKit
import ZIKRouter
import ZRouter
import CartInterface

public protocol LoginViewInput: AnyObject {
    var account: String? { get set }
}

/// What LoginModule needs from whoever hosts it after a sign-in: the host app adapts it to the
/// cart it links (the required-protocol pattern, so LoginModule does not name CartModule).
public protocol LoginRequiredCartInput: AnyObject {
    var itemCount: Int { get }
}

extension RoutableView where Protocol == LoginViewInput {
    public init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableView where Protocol == LoginRequiredCartInput {
    public init() { self.init(declaredProtocol: Protocol.self) }
}

final class LoginViewController: UIViewController, LoginViewInput, ZIKRoutableView {
    var account: String?

    func didSignIn(pendingItem: String?) {
        // A signed-in user with a pending item goes straight to the cart.
        if let pendingItem {
            let cart = Router.makeDestination(to: RoutableService<CartServiceInput>())
            cart?.add(itemID: pendingItem, quantity: 1)
            return
        }
        if account == nil {
            ZIKAnyViewRouter.performURL("shop://cart/featured", fromSource: self)
            return
        }
        Router.perform(to: RoutableView<LoginRequiredCartInput>(), path: .push(from: self))
    }

    func showCartFromBanner() {
        #if DEBUG
        Router.to(viewIdentifier: "cart")?.perform(path: .presentModally(from: self))
        #else
        Router.perform(to: RoutableView<CartViewInput>(), path: .presentModally(from: self))
        #endif
    }
}
