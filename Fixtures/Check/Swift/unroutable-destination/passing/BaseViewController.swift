import UIKit
import ZIKRouter

/// Every screen of the app descends from this one, which is routable (and has a route of its own).
class BaseViewController: UIViewController, ZIKRoutableView {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class PlaceholderViewRouter: ZIKViewRouter<BaseViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(BaseViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> BaseViewController? {
        BaseViewController()
    }
}
