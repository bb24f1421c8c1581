//
//  AppRouteAdapter.swift
//  SwiftShop
//

import ZIKRouter.Internal
import ZRouter

final class AppRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<AppCartInput>(), forAdaptee: RoutableView<CartInput>())
    }
}
