import ZRouter
import ZIKRouter

#if os(iOS) && !targetEnvironment(macCatalyst)
final class PhoneHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(PhoneHomeViewController.self)
        registerIdentifier("home")
    }
    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? { PhoneHomeViewController() }
}
final class PhoneHomeViewController: UIViewController, ZIKRoutableView {}
#elseif os(macOS) || targetEnvironment(macCatalyst)
final class DesktopHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(DesktopHomeViewController.self)
        registerIdentifier("home")
    }
    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? { DesktopHomeViewController() }
}
final class DesktopHomeViewController: NSViewController, ZIKRoutableView {}
#else
final class FallbackHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() {
        registerView(FallbackHomeViewController.self)
        registerIdentifier("home")
    }
    override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? { FallbackHomeViewController() }
}
final class FallbackHomeViewController: UIViewController, ZIKRoutableView {}
#endif

#if DEBUG
#if canImport(FLEX)
// routegen:early
final class InspectorRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() {
        registerService(FLEXInspector.self)
        registerIdentifier("inspector")
    }
    override func destination(with configuration: ZIKPerformRouteConfiguration) -> Any? { FLEXInspector() }
}
final class FLEXInspector: NSObject, ZIKRoutableService {}
#endif
#endif

final class MaintenanceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        registerDestinationAdapter(MaintenanceInput.self, forAdaptee: StatusInput.self)
    }
}
