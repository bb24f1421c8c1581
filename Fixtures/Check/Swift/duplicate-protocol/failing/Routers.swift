import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class HomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        register(RoutableView<HomeViewInput>()) // expect: duplicate-protocol
    }
}

final class NewHomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        register(RoutableView<HomeViewInput>()) // expect: duplicate-protocol
    }
}
