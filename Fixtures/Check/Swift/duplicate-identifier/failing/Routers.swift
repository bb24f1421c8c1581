import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class HomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("home") // expect: duplicate-identifier
        registerURLPattern("app://home") // expect: duplicate-identifier
    }
}

final class LegacyHomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("home") // expect: duplicate-identifier
        registerURLPattern("app://home") // expect: duplicate-identifier
    }
}
