import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class LoginViewController: UIViewController, ZIKRoutableView {}
final class ProfileViewController: UIViewController, ZIKRoutableView {}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerExclusiveView(LoginViewController.self)
    }
}

// A class may have many shared routers.
final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(ProfileViewController.self)
    }
}

final class CompactProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(ProfileViewController.self)
    }
}
