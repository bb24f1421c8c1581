//
//  DebugMenuViewRouter.swift
//  App
//
//  Only in debug builds.
//

#if DEBUG
import UIKit
import ZIKRouter.Internal
import ZRouter

final class DebugMenuViewController: UIViewController, ZIKRoutableView {
}

final class DebugMenuViewRouter: ZIKViewRouter<DebugMenuViewController, ViewRouteConfig> {

    override class func registerRoutableDestination() {
        registerExclusiveView(DebugMenuViewController.self)
        registerIdentifier("debug.menu")
    }

    override func destination(with configuration: ViewRouteConfig) -> DebugMenuViewController? {
        return DebugMenuViewController()
    }
}
#endif
