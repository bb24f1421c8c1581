//
//  LoginService.swift
//  LoginKit
//

import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class LoginService: LoginServiceInput {
    public private(set) var isLoggedIn = false

    public init() {}

    public func logout() {
        isLoggedIn = false
    }
}

extension LoginService: ZIKRoutableService {
}

public final class LoginServiceRouter: ZIKServiceRouter<AnyObject, PerformRouteConfig> {

    public override class func registerRoutableDestination() {
        registerService(LoginService.self)
        register(RoutableService<LoginServiceInput>())
    }

    public override func destination(with configuration: PerformRouteConfig) -> AnyObject? {
        return LoginService()
    }
}
