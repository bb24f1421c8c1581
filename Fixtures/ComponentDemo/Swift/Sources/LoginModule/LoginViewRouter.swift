import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override public class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        register(RoutableView<LoginViewInput>())
    }

    override public func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        LoginViewController()
    }
}
