import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol LoginRequiredAlertInput: AnyObject {}
extension RoutableViewModule where Protocol == LoginRequiredAlertInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

// No register body calls the helper: its adapter never exists.
public func registerLoginKitDependencies() {
    ZIKViewRouteAdapter.register(adapter: RoutableViewModule<LoginRequiredAlertInput>(), forAdaptee: RoutableViewModule<CompatibleAlertModuleInput>())
}

final class AppRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        if TEST_BLOCK_ROUTES == 1 {
            registerAlertRoutes()
        }
    }

    static func registerAlertRoutes() {
        ZIKAnyViewRouter.register(RoutableViewModule<CompatibleAlertModuleInput>(), forMakingView: AlertViewController.self) { AlertConfiguration() }
    }
}

final class AlertPresenter {
    func showLoginAlert() {
        Router.perform(to: RoutableViewModule<LoginRequiredAlertInput>(), path: .presentModally(from: self)) // expect: unregistered-route
    }
}
