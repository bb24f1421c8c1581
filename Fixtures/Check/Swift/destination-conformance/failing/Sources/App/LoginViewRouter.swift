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

final class LoginViewController: UIViewController, ZIKRoutableView {
    var account: String?
}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self) // expect: destination-conformance
        register(RoutableView<LoginViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        LoginViewController()
    }
}
