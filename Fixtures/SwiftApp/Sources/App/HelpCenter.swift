//
//  HelpCenter.swift
//  App
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension HelpViewController: ZIKRoutableView {
}

/// Everything about the in-app help, including its router.
final class HelpCenter {
    static let supportAddress = "help@example.com"

    final class HelpViewRouter: ZIKAnyViewRouter {

        override class func registerRoutableDestination() {
            registerView(HelpViewController.self)
            register(RoutableView<HelpViewInput>())
        }

        override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
            return HelpViewController()
        }
    }

    func topics() -> [String] {
        return ["Account", "Privacy", "Contact \(HelpCenter.supportAddress)"]
    }
}
