import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// The same protocol in both branches of `#if`: only one is ever compiled.
#if os(iOS)
final class PhoneHomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        register(RoutableView<HomeViewInput>())
        registerView(HomeViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        HomeViewController()
    }
}
#else
final class DesktopHomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        register(RoutableView<HomeViewInput>())
        registerView(HomeViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        HomeViewController()
    }
}
#endif

// One protocol in the view registry and one of the same name in the service registry.
final class HomeServiceRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() {
        register(RoutableService<HomeViewInput>())
        registerService(HomeService.self)
    }

    override func destination(with configuration: PerformRouteConfig) -> AnyObject? {
        HomeService()
    }
}

protocol HomeViewInput: AnyObject {}

extension RoutableView where Protocol == HomeViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableService where Protocol == HomeViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class HomeViewController: UIViewController, HomeViewInput, ZIKRoutableView {}

final class HomeService: NSObject, HomeViewInput, ZIKRoutableService {}
