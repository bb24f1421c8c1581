import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class BadgeView: UIView, ZIKRoutableView {
    var count = 0
}

/// No `supportedRouteTypes`: ZIKRouter's default is for view controllers.
final class BadgeViewRouter: ZIKViewRouter<BadgeView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(BadgeView.self) // expect: view-route-types
    }

    override func destination(with configuration: ViewRouteConfig) -> BadgeView? {
        BadgeView()
    }
}

final class FeedCell: UITableViewCell, ZIKRoutableView {}

typealias FeedCellRouterBase = ZIKViewRouter<FeedCell, ViewRouteConfig>

final class FeedCellRouter: FeedCellRouterBase {
    override class func registerRoutableDestination() {
        registerView(FeedCell.self) // expect: view-route-types
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        [.presentModally, .makeDestination]
    }

    override func destination(with configuration: ViewRouteConfig) -> FeedCell? {
        FeedCell()
    }
}
