import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

/// Never declared routable: no `extension AboutViewController: ZIKRoutableView {}`.
final class AboutViewController: UIViewController {}

final class AnalyticsService: NSObject {
    func track(_ event: String) {}
}

final class AboutViewRouter: ZIKViewRouter<AboutViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(AboutViewController.self) // expect: unroutable-destination
    }
}

final class AnalyticsServiceRouter: ZIKServiceRouter<AnalyticsService, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerService(AnalyticsService.self) // expect: unroutable-destination
    }
}

/// A routable view is not a routable service.
final class BannerViewController: UIViewController, ZIKRoutableView {}

final class BannerServiceRouter: ZIKServiceRouter<BannerViewController, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerExclusiveService(BannerViewController.self) // expect: unroutable-destination
    }
}
