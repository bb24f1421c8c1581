import CartKit
import ZIKRouter.Internal
import ZRouter

final class AppRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<AppCartInput>(), forAdaptee: RoutableView<CartInput>())
    }
}

final class AppServiceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        let clock = ZIKServiceRoute<ClockService, PerformRouteConfig>
            .make(withDestination: ClockService.self, makeDestination: { _, _ in ClockService() })
        clock.register(RoutableService<ClockInput>())
        #if !TESTING
        register(adapter: RoutableService<AppClockInput>(), forAdaptee: RoutableService<ClockInput>())
        #endif
    }
}
