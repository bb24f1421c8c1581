//
//  AppServiceAdapter.swift
//  App
//

import LoginKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension LoginService: AccountServiceInput, SessionInput {
}

final class AnalyticsService: AnalyticsServiceInput, ZIKRoutableService {
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

final class AppServiceAdapter: ZIKServiceRouteAdapter {

    override static func registerRoutableDestination() {
        register(adapter: RoutableService<AccountServiceInput>(), forAdaptee: RoutableService<LoginServiceInput>())
        registerDestinationAdapter(SessionInput.self, forAdaptee: LoginServiceInput.self)

        // A service without router subclass
        ZIKServiceRoute<AnalyticsService, PerformRouteConfig>
            .make(withDestination: AnalyticsService.self, makeDestination: { config, router in
                return AnalyticsService()
            })
            .register(RoutableService<AnalyticsServiceInput>())
    }
}
