import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class AppAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<RequiredLoginInput>(), forAdaptee: RoutableView<LoginInput>()) // expect: adapter-cycle
        register(adapter: RoutableView<LoginInput>(), forAdaptee: RoutableView<RequiredLoginInput>()) // expect: adapter-cycle
    }
}
