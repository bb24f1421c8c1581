import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

class BaseViewController: UIViewController, ZIKRoutableView {}

/// A subclass of a routable class is routable, but does not adopt it itself.
final class SettingsViewController: BaseViewController {}

final class SyncService: NSObject {}

extension SyncService: ZIKRoutableService {}

final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
        registerView(BaseViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
        SettingsViewController()
    }
}

final class SyncServiceRouter: ZIKServiceRouter<SyncService, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerService(SyncService.self)
    }

    override func destination(with configuration: PerformRouteConfig) -> SyncService? {
        SyncService()
    }
}
