import ZIKRouter
import ZIKRouter.Internal
import ZRouter

#if DEBUG
final class DebugHomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("home")
    }
}
#else
final class HomeViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("home")
    }
}
#endif

// Identifiers are unique per registry: a service may reuse a view's.
final class HomeServiceRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("home")
    }
}
