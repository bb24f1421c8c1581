//
//  LoginViewRouter.swift
//  LoginKit
//

import UIKit
import ZIKRouter.Internal
import ZRouter

// Declare that LoginViewController is routable
extension LoginViewController: ZIKRoutableView {
}

/// Router of the login view. Open, so that apps can customise the transition.
open class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {

    open override class func registerRoutableDestination() {
        // Only this router may show LoginViewController
        registerExclusiveView(LoginViewController.self)
        register(RoutableView<LoginViewInput>())
        registerIdentifier("login")
        registerURLPattern("app://login/:account")
    }

    open override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
        let destination = LoginViewController()
        return destination
    }

    open override func prepareDestination(_ destination: LoginViewController, configuration: ViewRouteConfig) {
        destination.clearPassword()
    }
}
