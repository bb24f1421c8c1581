import ZRouter
import ZIKRouter

public protocol FeedViewInput: AnyObject {}

extension RoutableView where Protocol == FeedViewInput {
    public init() { self.init(declaredProtocol: Protocol.self) }
}

/// Both FeedKit and SearchKit declare a `DetailViewRouter`: the registry must qualify them.
open class DetailViewRouter: ZIKViewRouter<FeedDetailViewController, ViewRouteConfig> {
    override open class func registerRoutableDestination() {
        registerView(FeedDetailViewController.self)
        register(RoutableView<FeedViewInput>())
    }

    override open func destination(with configuration: ViewRouteConfig) -> FeedDetailViewController? {
        FeedDetailViewController()
    }
}

open class FeedDetailViewController: UIViewController, FeedViewInput, ZIKRoutableView {}

/// Internal to FeedKit: the registry compiled in App cannot call it.
class InternalFeedRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(FeedDetailViewController.self)
        registerIdentifier("feed.internal")
    }

    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? {
        FeedDetailViewController()
    }
}
