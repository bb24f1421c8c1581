import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// Both registrations sit in the same runtime branch: whenever it runs, ZRouter asserts.
final class ProfileViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(ProfileViewController.self)
        if FeatureFlags.newProfile {
            register(RoutableView<ProfileViewInput>()) // expect: duplicate-protocol
            register(RoutableView<ProfileViewInput>()) // expect: duplicate-protocol
        } else {
            register(RoutableView<LegacyProfileViewInput>())
        }
    }
}

// A branch and an unconditional registration: both run whenever the branch does.
final class SettingsViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
        if TEST_BLOCK_ROUTES == 0 {
            register(RoutableView<SettingsViewInput>()) // expect: duplicate-protocol
        }
    }
}

final class SettingsViewAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        ZIKAnyViewRouter.register(RoutableView<SettingsViewInput>(), forMakingView: SettingsViewController.self) // expect: duplicate-protocol
    }
}
