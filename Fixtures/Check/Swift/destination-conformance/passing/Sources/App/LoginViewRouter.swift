import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol LoginViewInput: AnyObject {
    var account: String? { get set }
}

extension RoutableView where Protocol == LoginViewInput {
    init() { self.init(declaredTypeName: "LoginViewInput") }
}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        // LoginViewController adopts LoginViewInput in an extension in another file.
        registerView(LoginViewController.self)
        register(RoutableView<LoginViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        LoginViewController()
    }
}
