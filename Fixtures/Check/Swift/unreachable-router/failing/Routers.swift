import ZIKRouter
import ZIKRouter.Internal
import ZRouter

private final class HiddenViewRouter: ZIKAnyViewRouter { // expect: unreachable-router
    override class func registerRoutableDestination() {
        registerIdentifier("hidden")
    }
}

enum Settings {
    fileprivate final class SettingsViewRouter: ZIKAnyViewRouter { // expect: unreachable-router
        override class func registerRoutableDestination() {
            registerIdentifier("settings")
        }
    }
}
