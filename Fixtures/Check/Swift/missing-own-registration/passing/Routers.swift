import ZIKRouter
import ZIKRouter.Internal
import ZRouter

class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("login")
        registerView(LoginViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        LoginViewController()
    }
}

final class QuickLoginViewRouter: LoginViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("quick-login")
        registerView(QuickLoginViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        QuickLoginViewController()
    }
}

final class LoginViewController: UIViewController, ZIKRoutableView {}

final class QuickLoginViewController: UIViewController, ZIKRoutableView {}
