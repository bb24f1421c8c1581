import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class AppAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<ProfileLoginInput>(), forAdaptee: RoutableView<AppLoginInput>())
        register(adapter: RoutableView<AppLoginInput>(), forAdaptee: RoutableView<LoginInput>()) // expect: dangling-adapter
    }
}
