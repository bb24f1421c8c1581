import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class BadgeView: UIView, ZIKRoutableView {}

final class BadgeViewRouter: ZIKViewRouter<BadgeView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(BadgeView.self)
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        .viewDefault
    }

    override func destination(with configuration: ViewRouteConfig) -> BadgeView? {
        BadgeView()
    }
}

final class SettingsViewController: UIViewController, ZIKRoutableView {}

final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
        SettingsViewController()
    }
}
