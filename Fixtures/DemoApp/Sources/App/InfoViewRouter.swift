//
//  InfoViewRouter.swift
//  DemoApp
//

import UIKit
import ZIKRouter.Internal
import ZRouter

protocol ZIKInfoViewProtocol: AnyObject {
    var name: String { get set }
    var age: Int { get set }
}

extension RoutableView where Protocol == ZIKInfoViewProtocol {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class InfoViewController: UIViewController, ZIKInfoViewProtocol, ZIKRoutableView {
    var name = ""
    var age = 0
}

final class InfoViewRouter: ZIKViewRouter<InfoViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(InfoViewController.self)
        register(RoutableView<ZIKInfoViewProtocol>())
    }

    override func destination(with configuration: ViewRouteConfig) -> InfoViewController? {
        InfoViewController()
    }
}
