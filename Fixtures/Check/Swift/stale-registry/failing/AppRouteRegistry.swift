import ZIKRouter.Internal

// Hand-written (FACTS 5.2): early modules first, then the rest.
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
