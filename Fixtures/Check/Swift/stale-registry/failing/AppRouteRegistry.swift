import ZIKRouter.Internal

// Hand-written (docs/ZIKRouter-semantics.md#early-modules-registration): early modules first, then the rest.
enum AppRouteRegistry {
    static func registerEarlyRoutes() {
        LoginViewRouter.registerRoutableDestination() // expect: stale-registry
    }

    static func registerRoutes() {
        LoginViewRouter.registerRoutableDestination() // expect: stale-registry
        HomeViewRouter.registerRoutableDestination()
        BaseViewRouter.registerRoutableDestination() // expect: stale-registry
        AnalyticsTracker.registerRoutableDestination() // expect: stale-registry
        ZIKRouteRegistry.notifyRegistrationFinished()
    }
}
