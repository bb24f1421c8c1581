import UIKit
import ZIKRouter
import ZRouter

/// Routers of screens the app only presents.
class AppModalViewRouter<Destination: ZIKRoutableView, Config: ViewRouteConfig>: ZIKViewRouter<Destination, Config> {
    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        return ZIKViewRouteTypeMask.viewControllerDefault
    }
}

final class PromoBannerView: UIControl, ZIKRoutableView {}

final class PromoBannerRouter: AppModalViewRouter<PromoBannerView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        #if DEBUG
        registerView(PromoBannerView.self) // expect: view-route-types
        #endif
    }

    override func destination(with configuration: ViewRouteConfig) -> PromoBannerView? {
        PromoBannerView()
    }
}
