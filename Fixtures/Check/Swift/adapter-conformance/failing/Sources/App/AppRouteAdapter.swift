import CartKit
import ZIKRouter.Internal
import ZRouter

final class AppRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<AppCartInput>(), forAdaptee: RoutableView<CartInput>()) // expect: adapter-conformance
    }
}

final class AppServiceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        let clock = ZIKServiceRoute<ClockService, PerformRouteConfig>
            .make(withDestination: ClockService.self, makeDestination: { _, _ in ClockService() })
        clock.register(RoutableService<ClockInput>())
        #if !TESTING
        register(adapter: RoutableService<AppClockInput>(), forAdaptee: RoutableService<ClockInput>()) // expect: adapter-conformance
        #endif
    }
}
