import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// Swift routers need no header: the rule is about Objective-C only, and never fires here.
final class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("login")
    }
}
