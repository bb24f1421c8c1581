import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class ToastView: UIView, ZIKRoutableView {
    var text = ""
}

class OverlayViewRouter: ZIKAnyViewRouter {
    override class func isAbstractRouter() -> Bool {
        self == OverlayViewRouter.self
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        [.viewDefault, .custom]
    }

    override func canPerformCustomRoute() -> Bool {
        true
    }

    override func performCustomRoute(onDestination destination: Any, fromSource source: Any?, configuration: ViewRouteConfig) {
        (source as? UIView)?.addSubview(destination as! UIView)
        endPerformRouteWithSuccess()
    }
}

/// Inherits the custom route, which ZIKRouter does not accept.
final class ToastViewRouter: OverlayViewRouter {
    override class func registerRoutableDestination() {
        registerView(ToastView.self) // expect: custom-route-incomplete
    }

    override func destination(with configuration: ViewRouteConfig) -> Any? {
        ToastView()
    }
}

final class CoachMarkView: UIView, ZIKRoutableView {}

final class CoachMarkViewRouter: ZIKViewRouter<CoachMarkView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(CoachMarkView.self) // expect: custom-route-incomplete
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        .custom
    }

    override func destination(with configuration: ViewRouteConfig) -> CoachMarkView? {
        CoachMarkView()
    }

    override func performCustomRoute(onDestination destination: CoachMarkView, fromSource source: Any?, configuration: ViewRouteConfig) {
        (source as? UIView)?.addSubview(destination)
        endPerformRouteWithSuccess()
    }
}
