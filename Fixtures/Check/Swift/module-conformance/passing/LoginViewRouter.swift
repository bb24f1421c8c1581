import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol LoginModuleInput: AnyObject {
    var onLogin: ((String) -> Void)? { get set }
}

extension RoutableViewModule where Protocol == LoginModuleInput {
    init() { self.init(declaredTypeName: "LoginModuleInput") }
}

final class LoginViewController: UIViewController, ZIKRoutableView {}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        register(RoutableViewModule<LoginModuleInput>())
    }

    override class func defaultRouteConfiguration() -> ViewRouteConfig {
        return LoginConfig()
    }

    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        LoginViewController()
    }
}
