//
//  HelpViewController.swift
//  SwiftShop
//

import UIKit
import ShopUI
import ZIKRouter.Internal
import ZRouter

/// Declared for the help centre of the next release; nothing requests it yet.
protocol HelpViewInput: AnyObject {
    var topic: String? { get set }
}

extension RoutableView where Protocol == HelpViewInput {
    init() { self.init(declaredTypeName: "HelpViewInput") }
}

final class HelpViewController: BaseViewController, HelpViewInput {
    var topic: String?
}

extension HelpViewController: ZIKRoutableView {}

final class HelpViewRouter: ShopViewRouter {
    override class func registerRoutableDestination() {
        registerView(HelpViewController.self)
        register(RoutableView<HelpViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        HelpViewController()
    }
}
