//
//  SettingsViewRouter.swift
//  ProfileKit
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension SettingsViewController: ZIKRoutableView {
}

public final class SettingsViewRouter: TrackedViewRouter {

    public override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
        // The ObjC-style registration, with the protocol passed as a value
        registerViewProtocol(SettingsViewInput.self)
        registerIdentifier("settings")
    }

    public override class var screenName: String {
        return "settings"
    }

    public override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        return SettingsViewController()
    }
}
