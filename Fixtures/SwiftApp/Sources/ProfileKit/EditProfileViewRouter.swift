//
//  EditProfileViewRouter.swift
//  ProfileKit
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension EditProfileViewController: ZIKRoutableView {
}

public final class EditProfileConfiguration: ViewRouteConfig, EditProfileModuleInput {
    public var nickname: String?

    public required init() {
        super.init()
    }
}

/// Destination router: the destination class is the generic parameter (`ZIKDestinationViewRouter<VC>`).
public final class EditProfileViewRouter: ZIKDestinationViewRouter<EditProfileViewController> {

    public override static func registerRoutableDestination() {
        registerView(EditProfileViewController.self)
        registerModuleProtocol(EditProfileModuleInput.self)
    }

    public override class func defaultRouteConfiguration() -> ViewRouteConfig {
        return EditProfileConfiguration()
    }

    public override func destination(with configuration: ViewRouteConfig) -> EditProfileViewController? {
        let destination = EditProfileViewController()
        if let config = configuration as? EditProfileConfiguration {
            destination.nickname = config.nickname
        }
        return destination
    }
}
