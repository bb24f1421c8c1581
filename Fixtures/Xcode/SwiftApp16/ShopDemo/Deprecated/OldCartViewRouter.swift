//
//  OldCartViewRouter.swift
//  Shop Demo
//
//  Excluded from the target (Target Membership unchecked) until the A/B test is removed.

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class OldCartViewController: UIViewController, ZIKRoutableView {}

final class OldCartViewRouter: ZIKViewRouter<OldCartViewController, ViewRouteConfig> {
    override static func registerRoutableDestination() {
        registerView(OldCartViewController.self)
        registerIdentifier("cart")
    }

    override func destination(with configuration: ViewRouteConfig) -> OldCartViewController? {
        OldCartViewController()
    }
}
