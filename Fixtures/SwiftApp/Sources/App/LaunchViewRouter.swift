//
//  LaunchViewRouter.swift
//  App
//
//  The launch screen is shown before the main registration runs, so its router is registered early.
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension LaunchViewController: ZIKRoutableView {
}

// routegen:early
final class LaunchViewRouter: ZIKViewRouter<LaunchViewController, ViewRouteConfig> {

    override class func registerRoutableDestination() {
        registerExclusiveView(LaunchViewController.self)
        registerIdentifier("launch")
    }

    override func destination(with configuration: ViewRouteConfig) -> LaunchViewController? {
        return LaunchViewController()
    }
}
