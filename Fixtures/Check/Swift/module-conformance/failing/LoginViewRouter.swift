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

/// Carries the callback, but was never made to adopt LoginModuleInput.
final class LoginConfig: ZIKViewRouteConfiguration {
    var onLogin: ((String) -> Void)?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! LoginConfig
        copy.onLogin = onLogin
        return copy
    }
}

final class LoginViewController: UIViewController, ZIKRoutableView {}

final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(LoginViewController.self)
        register(RoutableViewModule<LoginModuleInput>()) // expect: module-conformance
    }

    override class func defaultRouteConfiguration() -> ViewRouteConfig {
        return LoginConfig()
    }
}
