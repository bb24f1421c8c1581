//
//  AccountServiceRouter.swift
//  AccountKit
//

import ZIKRouter.Internal
import ZRouter

public final class AccountServiceRouter: ZIKServiceRouter<AccountService, PerformRouteConfig> {
    override public class func registerRoutableDestination() {
        registerService(AccountService.self)
        register(RoutableService<AccountServiceInput>())
    }

    override public func destination(with configuration: PerformRouteConfig) -> AccountService? {
        AccountService()
    }
}
