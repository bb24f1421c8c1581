import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class CoachMarkView: UIView, ZIKRoutableView {}

final class CoachMarkViewRouter: ZIKViewRouter<CoachMarkView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(CoachMarkView.self)
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        [.viewDefault, .custom]
    }

    override func destination(with configuration: ViewRouteConfig) -> CoachMarkView? {
        CoachMarkView()
    }
}

final class CouponViewController: UIViewController, ZIKRoutableView {}

/// A view-controller destination: the registration check looks only at views.
final class CouponViewRouter: ZIKViewRouter<CouponViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(CouponViewController.self)
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        [.viewControllerDefault, .custom]
    }

    override func destination(with configuration: ViewRouteConfig) -> CouponViewController? {
        CouponViewController()
    }

    override func canPerformCustomRoute() -> Bool {
        true
    }

    override func performCustomRoute(onDestination destination: CouponViewController, fromSource source: Any?, configuration: ViewRouteConfig) {
        (source as? UIViewController)?.present(destination, animated: true)
        endPerformRouteWithSuccess()
    }
}
