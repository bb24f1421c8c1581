import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class LoginViewController: UIViewController, ZIKRoutableView {}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerExclusiveView(LoginViewController.self) // expect: exclusive-conflict
    }
}

final class QuickLoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self) // expect: exclusive-conflict
    }
}
