//
//  ShopViewRouter.swift
//  ShopUI
//
//  The shop's base view router: applies the theme to every destination it prepares. Abstract: each
//  screen subclasses it and registers its own destination.
//

import UIKit
import ShopCore
import ZIKRouter.Internal
import ZRouter

open class ShopViewRouter: ZIKAnyViewRouter {
    override open class func isAbstractRouter() -> Bool {
        self == ShopViewRouter.self
    }

    override open func prepareDestination(_ destination: Any, configuration: ViewRouteConfig) {
        (destination as? Themeable)?.apply(theme: .light)
    }
}
