//
//  HomeViewRouter.swift
//  App
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension HomeViewController: ZIKRoutableView {
}

/// Base type of the app's own view routers.
typealias AppViewRouter = ZIKViewRouter<AnyObject, ViewRouteConfig>

final class HomeViewRouter: AppViewRouter {

    override class func registerRoutableDestination() {
        registerView(HomeViewController.self)
        register(RoutableView<HomeViewInput>())
        registerIdentifier("home")
    }

    override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        return HomeViewController()
    }

    override func prepareDestination(_ destination: AnyObject, configuration: ViewRouteConfig) {
        (destination as? HomeViewInput)?.refresh()
    }
}

/*
 The router before the migration to AppViewRouter, kept for reference:

 class FakeRouter: ZIKViewRouter<HomeViewController, ViewRouteConfig> {
     override class func registerRoutableDestination() {
         registerView(HomeViewController.self)
         register(RoutableView<HomeViewInput>())
         registerIdentifier("home")
     }
 }
 */

// class LegacyHomeViewRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
