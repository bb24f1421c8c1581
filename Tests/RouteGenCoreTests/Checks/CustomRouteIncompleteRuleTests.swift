import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

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
        #expect(
            CheckSnippet.findings(rule, source) == [
                "3:57: view PinView is registered by PinViewRouter, whose supportedRouteTypes (its own override) includes ZIKViewRouteTypeCustom, but PinViewRouter does not itself implement `canPerformCustomRoute()` and `performCustomRoute(onDestination:fromSource:configuration:)`; ZIKRouter asserts on the registration in debug builds"
            ])
        let computed = source.replacingOccurrences(of: "[.addAsSubview, .custom]", with: "AppRouting.overlayRouteTypes")
        #expect(CheckSnippet.findings(rule, computed).isEmpty)
    }

    /// A block route whose `makeSupportedRouteTypes` includes `Custom` must chain both custom
    /// blocks, whatever its destination (ZIKRouter's launch check asks every non-exclusive route);
    /// the blocks may come in a later statement on the variable that holds the route.
    @Test func blockRoutesChainBothCustomBlocks() {
        func swift(_ chain: String) -> [String] {
            CheckSnippet.findings(
                rule,
                """
                final class CouponViewController: UIViewController, ZIKRoutableView {}

                final class BlockRouteRegistry: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        let route = ZIKViewRoute<CouponViewController, ViewRouteConfig>
                            .make(withDestination: CouponViewController.self, makeDestination: { _, _ in CouponViewController() })
                            .makeSupportedRouteTypes({ [.viewControllerDefault, .custom] })
                        \(chain)
                    }
                }
                """)
        }
        #expect(
            swift("") == [
                "6:14: the block route at Snippet.swift:6 in BlockRouteRegistry, which registers CouponViewController, supports ZIKViewRouteTypeCustom (its `makeSupportedRouteTypes` block) but does not chain `.canPerformCustomRoute(…)` and `.performCustomRoute(…)`; ZIKRouter's launch check asserts in debug builds"
            ])
        #expect(swift("_ = route.canPerformCustomRoute { _ in true }").count == 1)
        #expect(
            swift(
                "_ = route.canPerformCustomRoute { _ in true }.performCustomRoute { destination, source, _, router in router.endPerformRouteWithSuccess() }"
            ).isEmpty)

        let objc = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/AppRouteAdapter.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface ToastView : UIView <ZIKRoutableView>
                    @end

                    @interface AppRouteAdapter : ZIKViewRouteAdapter
                    @end
                    """
                ),
                (
                    "Sources/App/AppRouteAdapter.m",
                    """
                    #import "AppRouteAdapter.h"
                    @import ZIKRouter.Internal;

                    @implementation AppRouteAdapter

                    + (void)registerRoutableDestination {
                        [ZIKViewRoute<ToastView *, ZIKViewRouteConfiguration *>
                         makeRouteWithDestination:[ToastView class]
                         makeDestination:^ToastView * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
                            return [ToastView new];
                        }]
                        .makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{
                            return ZIKBlockViewRouteTypeMaskViewDefault | ZIKBlockViewRouteTypeMaskCustom;
                        })
                        .canPerformCustomRoute(^BOOL(ZIKViewRouter *router) {
                            return YES;
                        });
                    }

                    @end
                    """
                ),
            ])
        #expect(objc.count == 1 && objc[0].contains("does not chain `.performCustomRoute(…)`;"), "\(objc)")
    }

    /// Any concrete router whose route types include `Custom` needs
    /// `performCustomRoute(onDestination:…)` somewhere in its chain: ZIKViewRouter's own asserts
    /// when a custom route is performed. A base router's implementation counts here; an abstract
    /// router is never performed.
    @Test func aRouterWithCustomNeedsPerformSomewhereInItsChain() {
        let router = """
            final class CouponViewController: UIViewController, ZIKRoutableView {}
            class PromoViewRouter: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { self == PromoViewRouter.self }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.viewControllerDefault, .custom] }
            }
            final class CouponViewRouter: PromoViewRouter {
                override class func registerRoutableDestination() { registerView(CouponViewController.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { CouponViewController() }
            }
            """
        #expect(
            CheckSnippet.findings(rule, router) == [
                "6:13: CouponViewRouter supports ZIKViewRouteTypeCustom (the override it inherits from PromoViewRouter) but nothing in its class chain implements `performCustomRoute(onDestination:fromSource:configuration:)`; ZIKRouter asserts when a custom route is performed"
            ])
        let inherited = router.replacingOccurrences(
            of: "[.viewControllerDefault, .custom] }",
            with: """
                [.viewControllerDefault, .custom] }
                    override func performCustomRoute(onDestination destination: Any, fromSource source: Any?, configuration: ViewRouteConfig) {}
                """)
        #expect(CheckSnippet.findings(rule, inherited).isEmpty)
    }
}
