import ZIKRouter
import ZIKRouter.Internal
import ZRouter

class LoginViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("login")
    }
}

final class QuickLoginViewRouter: LoginViewRouter { // expect: missing-own-registration
}
