import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class VisibleViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerIdentifier("visible")
    }
}

enum Settings {
    final class SettingsViewRouter: ZIKAnyViewRouter {
        override class func registerRoutableDestination() {
            registerIdentifier("settings")
        }
    }
}
