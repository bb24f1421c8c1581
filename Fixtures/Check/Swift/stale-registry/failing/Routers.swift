import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() { registerIdentifier("login") }
}

final class HomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() { registerIdentifier("home") }
}

final class HomeServiceRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() { registerIdentifier("home") }
}

class BaseViewRouter: ZIKAnyViewRouter {
    override class func isAbstractRouter() -> Bool { self == BaseViewRouter.self }
}

final class AnalyticsTracker {
    static func registerRoutableDestination() {}
}
