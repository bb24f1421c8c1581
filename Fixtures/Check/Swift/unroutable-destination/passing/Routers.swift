import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

final class AboutViewController: BaseViewController {}

final class AnalyticsService: NSObject {
    func track(_ event: String) {}
}

extension AnalyticsService: ZIKRoutableService {}

/// Its superclass comes from a module that is not scanned.
final class ChatViewController: MessagesViewController {}

final class AboutViewRouter: ZIKViewRouter<AboutViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(AboutViewController.self)
        registerView(ChatViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> AboutViewController? {
        AboutViewController()
    }
}

final class AnalyticsServiceRouter: ZIKServiceRouter<AnalyticsService, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerService(AnalyticsService.self)
    }

    override func destination(with configuration: PerformRouteConfig) -> AnalyticsService? {
        AnalyticsService()
    }
}
