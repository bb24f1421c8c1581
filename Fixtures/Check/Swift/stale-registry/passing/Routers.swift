import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        registerIdentifier("login")
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        LoginViewController()
    }
}

final class HomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(HomeViewController.self)
        registerIdentifier("home")
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        HomeViewController()
    }
}

final class HomeServiceRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() {
        registerService(HomeService.self)
        registerIdentifier("home")
    }

    override func destination(with configuration: PerformRouteConfig) -> AnyObject? {
        HomeService()
    }
}

class BaseViewRouter: ZIKAnyViewRouter {
    override class func isAbstractRouter() -> Bool { self == BaseViewRouter.self }
}

final class AnalyticsTracker {
    static func registerRoutableDestination() {}
}

final class LoginViewController: UIViewController, ZIKRoutableView {}

final class HomeViewController: UIViewController, ZIKRoutableView {}

final class HomeService: NSObject, ZIKRoutableService {}
