import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol LoginViewInput: AnyObject {}
extension RoutableView where Protocol == LoginViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class Coordinator {
    func showLogin() {
        Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: self)) // expect: unregistered-route
    }

    func openSettings() {
        Router.to(viewIdentifier: "settings")?.perform(path: .push(from: self)) // expect: unregistered-route
    }

    func openUser() {
        ZIKAnyViewRouter.performURL("app://user/42", fromSource: self) // expect: unregistered-route
    }
}
