import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// `TEST_BLOCK_ROUTES` is a C macro from the bridging header (`#define TEST_BLOCK_ROUTES 0`):
// the demo switches between the router and a block route for the same two protocols.
final class SwiftServiceRouter: ZIKServiceRouter<SwiftService, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerService(SwiftService.self)
        if TEST_BLOCK_ROUTES == 0 {
            register(RoutableService<SwiftServiceInput>())
            register(RoutableServiceModule<SwiftServiceModuleInput>())
        }
    }

    override func destination(with configuration: PerformRouteConfig) -> SwiftService? {
        SwiftService()
    }
}

final class SwiftServiceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        if TEST_BLOCK_ROUTES == 1 {
            ZIKServiceRoute<SwiftService, PerformRouteConfig>
                .make(withDestination: SwiftService.self, makeDestination: { _, _ in SwiftService() })
                .register(RoutableService<SwiftServiceInput>())
                .register(RoutableServiceModule<SwiftServiceModuleInput>())
        }
    }
}

// One branch of an `if`/`else` chain in one router, the other branches in others.
final class CheckoutViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(CheckoutViewController.self)
        if AppEnvironment.checkoutVersion == 2 {
            register(RoutableView<CheckoutViewInput>())
        } else if AppEnvironment.checkoutVersion == 3 {
            register(RoutableView<ExpressCheckoutViewInput>())
        } else {
            register(RoutableView<LegacyCheckoutViewInput>())
        }
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        CheckoutViewController()
    }
}

final class LegacyCheckoutViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(LegacyCheckoutViewController.self)
        if AppEnvironment.checkoutVersion != 2 && AppEnvironment.checkoutVersion != 3 {
            return
        }
        // Only reached for versions 2 and 3, where CheckoutViewRouter never registers this one.
        register(RoutableView<LegacyCheckoutViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        LegacyCheckoutViewController()
    }
}

// `switch` cases and a `guard` that leaves for one of them.
final class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        switch AppEnvironment.loginFlow {
        case .classic:
            register(RoutableView<LoginViewInput>())
        case .web, .singleSignOn:
            register(RoutableViewModule<LoginModuleInput>())
        }
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        LoginViewController()
    }
}

final class WebLoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(WebLoginViewController.self)
        guard AppEnvironment.loginFlow != .classic else { return }
        register(RoutableView<LoginViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        WebLoginViewController()
    }
}
