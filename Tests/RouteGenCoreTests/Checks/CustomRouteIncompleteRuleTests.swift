import Foundation
import Testing
@testable import RouteGenCore

struct CustomRouteIncompleteRuleTests {
    let rule = CustomRouteIncompleteRule()

    /// A toast view under `XXView` whose router inherits both methods from a user base router, a
    /// snackbar router with `Custom` alone and only `-canPerformCustomRoute`; passing: the
    /// methods in a category of the router, a view controller's custom route.
    @Test func objcFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }

    /// The same in Swift: inherited methods, a router with `.custom` and only
    /// `performCustomRoute`; passing: both methods in an extension in another file.
    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    /// The finding names each missing method in the registering file's language; computed route
    /// types are left to `view-route-types`' note.
    @Test func theFindingNamesWhatIsMissing() {
        let source = """
        final class PinView: UIView, ZIKRoutableView {}
        final class PinViewRouter: ZIKViewRouter<PinView, ViewRouteConfig> {
            override class func registerRoutableDestination() { registerView(PinView.self) }
            override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.addAsSubview, .custom] }
            override func destination(with configuration: ViewRouteConfig) -> PinView? { PinView() }
        }
        """
        #expect(CheckSnippet.findings(rule, source) == [
            "3:57: view PinView is registered by PinViewRouter, whose supportedRouteTypes (its own override) includes ZIKViewRouteTypeCustom, but PinViewRouter does not itself implement `canPerformCustomRoute()` and `performCustomRoute(onDestination:fromSource:configuration:)`; ZIKRouter asserts on the registration in debug builds",
        ])
        let computed = source.replacingOccurrences(of: "[.addAsSubview, .custom]", with: "AppRouting.overlayRouteTypes")
        #expect(CheckSnippet.findings(rule, computed).isEmpty)
    }
}
