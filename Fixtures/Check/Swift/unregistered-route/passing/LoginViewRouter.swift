import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class LoginViewController: UIViewController, LoginViewInput, ZIKRoutableView {}

// A registration in one file satisfies a use in another.
final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        register(RoutableView<LoginViewInput>())
        registerIdentifier("settings")
        registerURLPattern("app://user/:id")
    }

    override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        LoginViewController()
    }
}
