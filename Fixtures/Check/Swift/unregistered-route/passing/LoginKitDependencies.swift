import ZIKRouter
import ZRouter

// Shipped by the LoginKit module: the app calls it from one of its adapters.
protocol LoginRequiredAlertInput: AnyObject {}
extension RoutableViewModule where Protocol == LoginRequiredAlertInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

public func registerLoginKitDependencies() {
    ZIKViewRouteAdapter.register(adapter: RoutableViewModule<LoginRequiredAlertInput>(), forAdaptee: RoutableViewModule<CompatibleAlertModuleInput>())
}

enum SettingsRoutes {
    /// Called on another type: `self` inside is SettingsRoutes, so the registrations name their router.
    static func registerAll() {
        SettingsViewRouter.registerIdentifier("settings/privacy")
    }
}
