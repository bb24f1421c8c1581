import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class AboutViewController: UIViewController, ZIKRoutableView, AboutViewInput {}

final class AppAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        ZIKAnyViewRouter.register(RoutableView<AboutViewInput>(), forMakingView: AboutViewController.self)
    }
}
