import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class SettingsViewController: UIViewController, ZIKRoutableView {}

/// Its router was deleted, the declaration stayed.
final class OrphanViewController: UIViewController, ZIKRoutableView {} // expect: unregistered-routable-class

final class LegacySyncService: NSObject {}

extension LegacySyncService: ZIKRoutableService {} // expect: unregistered-routable-class

final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
    }
}
