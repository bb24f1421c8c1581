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

protocol SettingsViewInput: AnyObject {
    var showsAdvanced: Bool { get set }
}

extension RoutableView where Protocol == SettingsViewInput {
    init() { self.init(declaredProtocol: SettingsViewInput.self) }
}

/// Conforms to its input protocol, but nothing makes it routable.
final class SettingsViewController: UIViewController, SettingsViewInput {
    var showsAdvanced = false
}

protocol ReceiptServiceInput: AnyObject {
    func print(_ orderID: String)
}

extension RoutableService where Protocol == ReceiptServiceInput {
    init() { self.init(declaredProtocol: ReceiptServiceInput.self) }
}

final class ReceiptPrinter: NSObject, ReceiptServiceInput {
    func print(_ orderID: String) {}
}

final class AppViewRouteRegistration: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(RoutableView<SettingsViewInput>(), forMakingView: SettingsViewController.self) // expect: unroutable-destination
    }
}

final class AppServiceRouteRegistration: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        #if DEBUG
        register(RoutableService<ReceiptServiceInput>(), forMakingService: ReceiptPrinter.self) { _ in // expect: unroutable-destination
            ReceiptPrinter()
        }
        #endif
    }
}
