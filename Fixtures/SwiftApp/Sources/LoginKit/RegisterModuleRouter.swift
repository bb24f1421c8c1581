//
//  RegisterModuleRouter.swift
//  LoginKit
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension RegisterViewController: ZIKRoutableView {
}

/// Module configuration of the register view.
public final class RegisterModuleConfiguration: ViewRouteConfig, RegisterModuleInput {
    public var invitationCode: String?

    public required init() {
        super.init()
    }
}

/// Module router: the config class is the generic parameter (`ZIKModuleViewRouter<Config>`).
public final class RegisterModuleRouter: ZIKModuleViewRouter<RegisterModuleConfiguration> {

    public override static func registerRoutableDestination() {
        registerView(RegisterViewController.self)
        register(RoutableViewModule<RegisterModuleInput>())
    }

    public override class func defaultRouteConfiguration() -> RegisterModuleConfiguration {
        return RegisterModuleConfiguration()
    }

    public override func destination(with configuration: RegisterModuleConfiguration) -> AnyObject? {
        let destination = RegisterViewController()
        destination.invitationCode = configuration.invitationCode
        return destination
    }
}
