import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

/// Routers of views the app lays over the current screen.
class AppOverlayRouter<Destination: UIView & ZIKRoutableView>: ZIKViewRouter<Destination, ViewRouteConfig> {
    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        [.addAsSubview, .custom, .makeDestination]
    }
}

class SpinnerBaseView: UIView {}

final class SpinnerView: SpinnerBaseView, ZIKRoutableView {}

final class SpinnerViewRouter: AppOverlayRouter<SpinnerView> {
    override class func registerRoutableDestination() {
        registerView(SpinnerView.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> SpinnerView? {
        SpinnerView()
    }

    override func canPerformCustomRoute() -> Bool {
        true
    }

    override func performCustomRoute(onDestination destination: SpinnerView, fromSource source: Any?, configuration: ViewRouteConfig) {
        (source as? UIView)?.addSubview(destination)
        endPerformRouteWithSuccess()
    }
}
