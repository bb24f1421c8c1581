import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol CompatibleAlertModuleInput: AnyObject {}
extension RoutableViewModule where Protocol == CompatibleAlertModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol ProfileViewInput: AnyObject {}
extension RoutableView where Protocol == ProfileViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class AlertViewController: UIViewController, ZIKRoutableView {}
final class SettingsViewController: UIViewController, ZIKRoutableView {}

final class CompatibleAlertConfiguration: ZIKViewRouteConfiguration, CompatibleAlertModuleInput {}

final class CompatibleAlertViewRouter: ZIKViewRouter<AlertViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(AlertViewController.self)
        register(RoutableViewModule<CompatibleAlertModuleInput>())
    }

    override class func defaultRouteConfiguration() -> ViewRouteConfig {
        CompatibleAlertConfiguration()
    }

    override func destination(with configuration: ViewRouteConfig) -> AlertViewController? {
        AlertViewController()
    }
}

final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SettingsViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
        SettingsViewController()
    }
}

final class AppRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        registerLoginKitDependencies()
        registerProfileAdapter()
        SettingsRoutes.registerAll()
    }
}

extension AppRouteAdapter {
    static func registerProfileAdapter() {
        register(adapter: RoutableView<ProfileViewInput>(), forAdaptee: RoutableView<LoginViewInput>())
    }
}

final class AlertPresenter {
    func showLoginAlert() {
        Router.perform(to: RoutableViewModule<LoginRequiredAlertInput>(), path: .presentModally(from: self))
    }

    func showProfile() {
        Router.perform(to: RoutableView<ProfileViewInput>(), path: .push(from: self))
        Router.to(viewIdentifier: "settings/privacy")?.perform(path: .push(from: self))
    }
}

// What the adapters lead to serves the protocols they adapt.
extension LoginViewController: ProfileViewInput {}
extension CompatibleAlertConfiguration: LoginRequiredAlertInput {}
