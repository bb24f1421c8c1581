import ZIKRouter
import ZIKRouter.Internal

/// A Swift router on an Objective-C base router.
class SettingsViewRouter: AppBaseViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("settings")
    }
}

// routegen:early
class SplashViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("splash")
    }
}
