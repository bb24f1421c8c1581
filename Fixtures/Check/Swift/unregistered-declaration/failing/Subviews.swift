import AppKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol SubviewInput: AnyObject {}
protocol SubviewStyle: AnyObject {}
typealias TestSubviewInput = NSView & SubviewInput
typealias StyledSubviewInput = NSView & SubviewInput & SubviewStyle

extension RoutableView where Protocol == TestSubviewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
// One member more is another type: registering TestSubviewInput does not register it.
extension RoutableView where Protocol == StyledSubviewInput { // expect: unregistered-declaration
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class SubviewRouter: ZIKViewRouter<NSView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        register(RoutableView<TestSubviewInput>())
    }
}
