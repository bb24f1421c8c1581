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

protocol AboutViewInput: AnyObject {}

extension RoutableView where Protocol == AboutViewInput {
    init() { self.init(declaredProtocol: AboutViewInput.self) }
}

extension AboutViewController: AboutViewInput {}

protocol AnalyticsServiceInput: AnyObject {}

extension RoutableService where Protocol == AnalyticsServiceInput {
    init() { self.init(declaredProtocol: AnalyticsServiceInput.self) }
}

extension AnalyticsService: AnalyticsServiceInput {}

protocol ChatViewInput: AnyObject {}

extension RoutableView where Protocol == ChatViewInput {
    init() { self.init(declaredProtocol: ChatViewInput.self) }
}

extension ChatViewController: ChatViewInput {}

final class AppRouteRegistration: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        // Routable through its superclass, through an extension, and (a note only) a class whose
        // superclass is not scanned.
        register(RoutableView<ChatViewInput>(), forMakingView: ChatViewController.self)
        ZIKAnyServiceRouter.register(RoutableService<AnalyticsServiceInput>(), forMakingService: AnalyticsService.self)
        register(RoutableView<AboutViewInput>(), forMakingView: AboutViewController.self)
    }
}
