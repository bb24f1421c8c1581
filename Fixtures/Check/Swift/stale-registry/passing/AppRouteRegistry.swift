import ZIKRouter.Internal

enum AppRouteRegistry {
    static func registerEarlyRoutes() {
        LoginViewRouter.registerRoutableDestination()
    }

    static func registerRoutes() {
        HomeViewRouter.registerRoutableDestination()
        HomeServiceRouter.registerRoutableDestination()
        ZIKRouteRegistry.notifyRegistrationFinished()
    }
}
