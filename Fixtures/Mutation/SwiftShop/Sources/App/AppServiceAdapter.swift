//
//  AppServiceAdapter.swift
//  SwiftShop
//
//  The app's service routes: its own interface to the account, and analytics, which needs no router
//  class of its own.
//

import AccountKit
import ZIKRouter.Internal
import ZRouter

final class AppServiceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableService<AppAccountInput>(), forAdaptee: RoutableService<AccountServiceInput>())

        ZIKServiceRoute<AnalyticsService, PerformRouteConfig>
            .make(withDestination: AnalyticsService.self, makeDestination: { _, _ in AnalyticsService() })
            .register(RoutableService<AnalyticsServiceInput>())
            .registerIdentifier("analytics")
    }
}
