import UIKit
import ZIKRouter
import ZIKRouter.Internal

final class SettingsViewController: UITableViewController, ZIKRoutableView {}

/// A Swift router on an Objective-C base router.
class SettingsViewRouter: AppBaseViewRouter {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
        registerIdentifier("settings")
    }

    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? {
        SettingsViewController(style: .insetGrouped)
    }
}

final class SplashViewController: UIViewController, ZIKRoutableView {}

// routegen:early
class SplashViewRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(SplashViewController.self)
        registerIdentifier("splash")
    }

    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? {
        SplashViewController()
    }
}
