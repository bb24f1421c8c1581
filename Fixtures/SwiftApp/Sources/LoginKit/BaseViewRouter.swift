//
//  BaseViewRouter.swift
//  LoginKit
//
//  Shared base of the feature modules' view routers. Generic, so it is never registered itself:
//  each feature module subclasses it with its concrete view controller.
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

open class BaseViewRouter<Destination: UIViewController>: ZIKViewRouter<Destination, ViewRouteConfig> {

    /// Subclasses make their view controller here.
    open func makeViewController() -> Destination? {
        return nil
    }

    open override func destination(with configuration: ViewRouteConfig) -> Destination? {
        return makeViewController()
    }

    open override func prepareDestination(_ destination: Destination, configuration: ViewRouteConfig) {
        if destination.title == nil {
            destination.title = String(describing: Destination.self)
        }
    }

    open override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        return .viewControllerDefault
    }
}
