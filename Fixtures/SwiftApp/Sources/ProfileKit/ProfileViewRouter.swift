//
//  ProfileViewRouter.swift
//  ProfileKit
//

import UIKit
import LoginKit
import ZIKRouter.Internal
import ZRouter

extension ProfileViewController: ZIKRoutableView {
}

/// Concrete subclass of the generic BaseViewRouter from LoginKit.
public final class ProfileViewRouter: BaseViewRouter<ProfileViewController> {

    public override class func registerRoutableDestination() {
        registerView(ProfileViewController.self)
        register(RoutableView<ProfileViewInput>())
    }

    public override func makeViewController() -> ProfileViewController? {
        return ProfileViewController()
    }

    /// ZIKRouter's launch check wants this method on every concrete router class itself; the
    /// base class's implementation, reached through `makeViewController()`, does not count.
    public override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? {
        return makeViewController()
    }
}
