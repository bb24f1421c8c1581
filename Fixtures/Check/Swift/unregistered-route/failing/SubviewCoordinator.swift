import AppKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol SubviewInput: AnyObject {}
protocol SubviewOutput: AnyObject {}

typealias TestSubviewInput = NSView & SubviewInput
typealias TestSubviewOutput = NSView & SubviewOutput

extension RoutableView where Protocol == TestSubviewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == TestSubviewOutput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class SubviewRouter: ZIKViewRouter<NSView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        register(RoutableView<TestSubviewInput>())
    }
}

final class SubviewCoordinator {
    func addSubviews(to source: NSView) {
        // Registered through the alias: the expansion, in any member order, finds it.
        Router.perform(to: RoutableView<SubviewInput & NSView>(), path: .addAsSubview(from: source))
        // A composition with a different member is another type, and nothing registers it.
        Router.perform(to: RoutableView<TestSubviewOutput>(), path: .addAsSubview(from: source)) // expect: unregistered-route
    }
}
