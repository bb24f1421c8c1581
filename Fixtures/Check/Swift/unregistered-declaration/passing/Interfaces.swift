import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol AboutViewInput: AnyObject {}
extension RoutableView where Protocol == AboutViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
