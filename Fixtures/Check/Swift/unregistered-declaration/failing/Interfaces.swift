import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol AboutViewInput: AnyObject {}
extension RoutableView where Protocol == AboutViewInput { // expect: unregistered-declaration
    init() { self.init(declaredProtocol: Protocol.self) }
}
