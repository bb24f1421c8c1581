import AppKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol SubviewInput: AnyObject {}
typealias TestSubviewInput = NSView & SubviewInput
// A chain: the declaration names the second alias, the registration the expansion.
typealias SubviewEntry = TestSubviewInput

extension RoutableView where Protocol == SubviewEntry {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class SubviewRouter: ZIKViewRouter<NSView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        register(RoutableView<SubviewInput & NSView>())
        registerView(TestSubview.self)
    }

    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
        .viewDefault
    }

    override func destination(with configuration: ViewRouteConfig) -> NSView? {
        TestSubview()
    }
}

final class TestSubview: NSView, SubviewInput, ZIKRoutableView {}
