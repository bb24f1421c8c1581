import ZRouter
import ZIKRouter

#if os(iOS) && !targetEnvironment(macCatalyst)
final class PhoneHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() { registerIdentifier("home") }
}
#elseif os(macOS) || targetEnvironment(macCatalyst)
final class DesktopHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() { registerIdentifier("home") }
}
#else
final class FallbackHomeRouter: ZIKAnyViewRouter {
    override class func registerRoutableDestination() { registerIdentifier("home") }
}
#endif

#if DEBUG
#if canImport(FLEX)
// routegen:early
final class InspectorRouter: ZIKAnyServiceRouter {
    override class func registerRoutableDestination() { registerIdentifier("inspector") }
}
#endif
#endif

final class MaintenanceAdapter: ZIKServiceRouteAdapter {
    override class func registerRoutableDestination() {
        registerDestinationAdapter(MaintenanceInput.self, forAdaptee: StatusInput.self)
    }
}
