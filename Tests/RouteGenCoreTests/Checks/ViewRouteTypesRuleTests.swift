import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct ViewRouteTypesRuleTests {
    let rule = ViewRouteTypesRule()

    /// A badge view under `XXView` with no override, a `UIControl` banner whose user base router
    /// returns a mask without subviews (inherited, under `#if`); passing: `ViewDefault`, a base
    /// router's mask with `Custom`, a view controller on the default mask, an exclusive view.
    @Test func objcFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }

    /// No override, a literal array without subviews through a typealiased base, the mask of a
    /// generic user base router; passing: `.viewDefault`, a generic overlay base with `.custom`,
    /// a view controller on the default mask.
    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func theScannersReadLiteralMasksAndKeepComputedOnesUnknown() throws {
        let swift = Snippet.facts(
            """
            final class A: ZIKAnyViewRouter {
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }
                override func canPerformCustomRoute() -> Bool { true }
            }
            final class B: ZIKAnyViewRouter {
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { return [ZIKViewRouteTypeMask.push, .custom] }
                override func performCustomRoute(onDestination destination: Any, fromSource source: Any?, configuration: ViewRouteConfig) {}
            }
            final class C: ZIKAnyViewRouter {
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { super.supportedRouteTypes().union(.custom) }
                func performCustomRoute(to destination: Any) {}
            }
            """)
        #expect(
            swift.methods.map(\.kind) == [
                .supportedRouteTypes(.literal(.viewDefault)), .customRouteMethod(.canPerform),
                .supportedRouteTypes(.literal([.push, .custom])), .customRouteMethod(.perform),
                .supportedRouteTypes(.unknown("super.supportedRouteTypes().union(.custom)")),
            ])

        let objc = Snippet.facts(
            """
            @implementation A
            + (ZIKViewRouteTypeMask)supportedRouteTypes {
                return (ZIKViewRouteTypeMaskUIViewDefault | ZIKViewRouteTypeMaskCustom);
            }
            - (BOOL)canPerformCustomRoute { return YES; }
            @end
            @implementation B
            + (ZIKViewRouteTypeMask)supportedRouteTypes {
                return [super supportedRouteTypes] | ZIKViewRouteTypeMaskCustom;
            }
            - (void)performCustomRouteOnDestination:(id)d fromSource:(id)s configuration:(ZIKViewRouteConfiguration *)c {}
            @end
            """, path: "Sources/App/Routers.m")
        #expect(objc.methods.map(\.typeName) == ["A", "A", "B", "B"])
        let kinds = Set(objc.methods.map(\.kind))
        #expect(
            kinds.isSuperset(of: [
                .supportedRouteTypes(.literal([.addAsSubview, .makeDestination, .custom])),
                .customRouteMethod(.canPerform), .customRouteMethod(.perform),
            ]))
        #expect(
            kinds.contains {
                if case .supportedRouteTypes(.unknown(let text)) = $0 { text.contains("super") } else { false }
            })
    }

    /// Computed route types and an unscanned base router are notes that say what could not be
    /// decided; a destination chain that leaves the scanned sources and a view controller are
    /// never reported.
    @Test func whatCannotBeReadIsANoteNotAnError() {
        let view = "\nfinal class PinView: UIView, ZIKRoutableView {}"
        let computed = """
            final class PinViewRouter: ZIKViewRouter<PinView, ViewRouteConfig> {
                override class func registerRoutableDestination() { registerView(PinView.self) }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { AppRouting.viewRouteTypes }
                override func destination(with configuration: ViewRouteConfig) -> PinView? { PinView() }
            }
            """
        #expect(CheckSnippet.decided(rule, computed + view).isEmpty)
        #expect(
            CheckSnippet.findings(rule, computed + view) == [
                "2:57: routegen cannot decide whether PinViewRouter, which registers view PinView, supports ZIKViewRouteTypeAddAsSubview or ZIKViewRouteTypeCustom: `supportedRouteTypes` of PinViewRouter returns `AppRouting.viewRouteTypes`, which routegen cannot evaluate"
            ])

        let unscannedDestination = """
            final class PinViewRouter: ZIKViewRouter<MKPinAnnotationView, ViewRouteConfig> {
                override class func registerRoutableDestination() { registerView(MKPinAnnotationView.self) }
                override func destination(with configuration: ViewRouteConfig) -> MKPinAnnotationView? { MKPinAnnotationView() }
            }
            """
        #expect(CheckSnippet.findings(rule, unscannedDestination).isEmpty)

        var config = RouteGenConfig()
        config.scan.extraBaseRouters = ["MapKitViewRouter": .view]
        let unscannedBase = """
            final class PinViewRouter: MapKitViewRouter {
                override class func registerRoutableDestination() { registerView(PinView.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { PinView() }
            }
            """
        #expect(
            CheckSnippet.findings(rule, unscannedBase + view, config: config).map {
                $0.contains("MapKitViewRouter, a base router routegen does not scan")
            } == [true])

        let viewController = """
            final class PinViewController: UIViewController, ZIKRoutableView {}
            final class PinViewRouter: ZIKViewRouter<PinViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() { registerView(PinViewController.self) }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { AppRouting.viewRouteTypes }
                override func destination(with configuration: ViewRouteConfig) -> PinViewController? { PinViewController() }
            }
            """
        #expect(CheckSnippet.findings(rule, viewController).isEmpty)
    }

    /// The nearest override in the chain decides, as at run time: a subclass's `.viewDefault`
    /// wins over its base's view-controller mask, and the error names the base it inherits from.
    @Test func theNearestOverrideDecides() {
        let source = """
            final class PinView: UIView, ZIKRoutableView {}
            class ScreenRouter: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { self == ScreenRouter.self }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.push, .presentModally] }
            }
            final class PinViewRouter: ScreenRouter {
                override class func registerRoutableDestination() { registerView(PinView.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { PinView() }
            }
            """
        #expect(
            CheckSnippet.decided(rule, source) == [
                "7:57: view PinView is registered by PinViewRouter, whose supportedRouteTypes (the override it inherits from ScreenRouter) includes neither ZIKViewRouteTypeAddAsSubview nor ZIKViewRouteTypeCustom; ZIKRouter asserts on the registration in debug builds (override it: `override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }`)"
            ])
        let fixed = source.replacingOccurrences(
            of: "{ registerView(PinView.self) }",
            with:
                "{ registerView(PinView.self) }\n    override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }"
        )
        #expect(CheckSnippet.findings(rule, fixed).isEmpty)
    }

    /// A `ZIKViewRoute` whose destination is a view: without `makeSupportedRouteTypes` it has its
    /// router class's view-controller mask, which ZIKRouter's launch check rejects; a literal
    /// block with `ViewDefault` is accepted, also when the route is configured through a
    /// variable; a computed block is a note; an exclusive destination is not checked.
    @Test func objcBlockRoutes() {
        func findings(_ chain: String, creation: String = "makeRouteWithDestination") -> [String] {
            CheckSnippet.findings(
                rule,
                [
                    (
                        "Sources/App/AppRouteAdapter.h",
                        """
                        #import <ZIKRouter/ZIKClassCapabilities.h>
                        #import <ZIKRouter/ZIKRouter.h>

                        @interface BadgeView : XXView <ZIKRoutableView>
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

                        @implementation BadgeView
                        @end

                        @implementation AppRouteAdapter

                        + (void)registerRoutableDestination {
                            ZIKViewRoute<BadgeView *, ZIKViewRouteConfiguration *> *route = [ZIKViewRoute<BadgeView *, ZIKViewRouteConfiguration *>
                             \(creation):[BadgeView class]
                             makeDestination:^BadgeView * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
                                return [BadgeView new];
                            }]
                            .registerIdentifier(@"badge");
                            \(chain)
                        }

                        @end
                        """
                    ),
                ])
        }
        #expect(
            findings("") == [
                "11:6: view BadgeView is registered by the block route at AppRouteAdapter.m:11 in AppRouteAdapter, whose route types (no `makeSupportedRouteTypes`, so its router class's ZIKViewRouteTypeMaskViewControllerDefault) includes neither ZIKViewRouteTypeAddAsSubview nor ZIKViewRouteTypeCustom; ZIKRouter's launch check asserts in debug builds (add `.makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{ return ZIKBlockViewRouteTypeMaskViewDefault; })`)"
            ])
        #expect(
            findings(
                "route.makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{ return ZIKBlockViewRouteTypeMaskViewDefault; });"
            ).isEmpty)
        #expect(
            findings(
                "route.makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{ return ZIKBlockViewRouteTypeMaskViewControllerDefault; });"
            ).count == 1)
        #expect(
            findings("route.makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{ return AppRouteTypes(); });").map {
                $0.contains("cannot decide")
            } == [true])
        #expect(findings("", creation: "makeRouteWithExclusiveDestination").isEmpty)
    }

    @Test func swiftBlockRoutes() {
        func findings(_ chain: String) -> [String] {
            CheckSnippet.findings(
                rule,
                """
                final class BadgeView: UIView, ZIKRoutableView {}

                final class BlockRouteRegistry: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        ZIKViewRoute<BadgeView, ViewRouteConfig>
                            .make(withDestination: BadgeView.self, makeDestination: { _, _ in BadgeView() })
                            \(chain)
                            .registerIdentifier("badge")
                    }
                }
                """)
        }
        #expect(
            findings("").map {
                $0.hasPrefix(
                    "6:14: view BadgeView is registered by the block route at Snippet.swift:6 in BlockRouteRegistry")
            } == [true])
        #expect(findings(".makeSupportedRouteTypes({ .viewDefault })").isEmpty)
        #expect(
            findings(".makeSupportedRouteTypes { [.viewDefault, .custom] }.canPerformCustomRoute { _ in true }").isEmpty
        )
        #expect(findings(".makeSupportedRouteTypes { .viewControllerDefault }").count == 1)
    }

    /// `class_addProtocol` on the destination leaves its protocols open but not its superclass
    /// chain: the view is still known to be a view.
    @Test func aRuntimeConformanceDoesNotHideTheSuperclassChain() {
        let source = """
            final class PinView: UIView, ZIKRoutableView {}
            final class PinViewRouter: ZIKViewRouter<PinView, ViewRouteConfig> {
                override class func registerRoutableDestination() { registerView(PinView.self) }
                override func destination(with configuration: ViewRouteConfig) -> PinView? { PinView() }
            }
            func addConformances() { class_addProtocol(PinView.self, PinInput.self) }
            """
        #expect(CheckSnippet.decided(rule, source).count == 1)
    }

    /// A checkout screen whose generic base router supports only presentation, made with
    /// `makeDestination()` on the router class and through ZRouter's `Router.makeDestination(to:)`
    /// for a protocol an adapter maps to it; performing routes, and making a destination with a
    /// router whose route types are computed, pass.
    @Test func swiftMakeDestinationRequestsNeedMakeDestination() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol CheckoutViewInput: AnyObject {}
            protocol RequiredCheckoutInput: AnyObject {}
            extension RoutableView where Protocol == CheckoutViewInput {
                init() { self.init(declaredProtocol: CheckoutViewInput.self) }
            }
            extension RoutableView where Protocol == RequiredCheckoutInput {
                init() { self.init(declaredProtocol: RequiredCheckoutInput.self) }
            }
            final class CheckoutViewController: UIViewController, ZIKRoutableView, CheckoutViewInput, RequiredCheckoutInput {}

            class ModalViewRouter<D, C: ViewRouteConfig>: ZIKViewRouter<D, C> {
                override class func isAbstractRouter() -> Bool { self == ModalViewRouter.self }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.presentModally, .presentAsPopover] }
            }

            final class CheckoutViewRouter: ModalViewRouter<CheckoutViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(CheckoutViewController.self)
                    register(RoutableView<CheckoutViewInput>())
                }
                override func destination(with configuration: ViewRouteConfig) -> CheckoutViewController? { CheckoutViewController() }
            }

            final class AppRouteAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<RequiredCheckoutInput>(), forAdaptee: RoutableView<CheckoutViewInput>())
                }
            }

            final class CartViewController: UIViewController {
                func showCheckout() {
                    let checkout = CheckoutViewRouter.makeDestination()
                    let required = Router.makeDestination(to: RoutableView<RequiredCheckoutInput>())
                    Router.perform(to: RoutableView<CheckoutViewInput>(), path: .presentModally(from: self))
                    let routed = Router.to(RoutableView<CheckoutViewInput>())?.makeDestination()
                    _ = (checkout, required, routed)
                }
            }
            """
        #expect(
            CheckSnippet.findings(rule, source) == [
                "36:24: `CheckoutViewRouter.makeDestination` makes a destination with CheckoutViewRouter, whose supportedRouteTypes (the override it inherits from ModalViewRouter) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (add `.makeDestination` to its `supportedRouteTypes()`, or perform a route instead)",
                "37:51: `Router.makeDestination` makes a destination with CheckoutViewRouter (the router view protocol RequiredCheckoutInput resolves to), whose supportedRouteTypes (the override it inherits from ModalViewRouter) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (add `.makeDestination` to its `supportedRouteTypes()`, or perform a route instead)",
                "39:32: `Router.to` makes a destination with CheckoutViewRouter (the router view protocol CheckoutViewInput resolves to), whose supportedRouteTypes (the override it inherits from ModalViewRouter) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (add `.makeDestination` to its `supportedRouteTypes()`, or perform a route instead)",
            ])
        let fixed = source.replacingOccurrences(
            of: "[.presentModally, .presentAsPopover]", with: "[.presentModally, .presentAsPopover, .makeDestination]")
        #expect(CheckSnippet.findings(rule, fixed).isEmpty)
        let computed = source.replacingOccurrences(
            of: "[.presentModally, .presentAsPopover]", with: "AppRouting.modalRouteTypes")
        #expect(CheckSnippet.findings(rule, computed).isEmpty)
    }

    /// `[SomeRouter makeDestinationWithPreparation:]` with a router declared in another class's
    /// header whose `+supportedRouteTypes` lacks `MakeDestination`.
    @Test func objcMakeDestinationRequestsNeedMakeDestination() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/CheckoutModule.h",
            """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouter.h>

            @protocol CheckoutViewInput <ZIKViewRoutable>
            @end

            @interface CheckoutViewController : XXViewController <ZIKRoutableView, CheckoutViewInput>
            @end

            @interface CheckoutViewRouter : ZIKViewRouter<CheckoutViewController *, ZIKViewRouteConfiguration *>
            @end
            """)
        let router = """
            #import "CheckoutModule.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation CheckoutViewController
            @end

            @implementation CheckoutViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[CheckoutViewController class]];
                [self registerViewProtocol:ZIKRoutable(CheckoutViewInput)];
            }
            + (ZIKViewRouteTypeMask)supportedRouteTypes {
                return ZIKViewRouteTypeMaskPush | ZIKViewRouteTypeMaskPresentModally;
            }
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [CheckoutViewController new];
            }
            @end
            """
        try folder.write("App/CheckoutViewRouter.m", router)
        try folder.write(
            "App/CartViewController.m",
            """
            #import "CheckoutModule.h"

            @implementation CartViewController
            - (void)showCheckout {
                CheckoutViewController *checkout = [CheckoutViewRouter makeDestinationWithPreparation:^(CheckoutViewController *destination) {}];
                [CheckoutViewRouter performPath:ZIKViewRoutePath.pushFrom(self)];
                id<CheckoutViewInput> made = [ZIKRouterToView(CheckoutViewInput) makeDestination];
                (void)checkout;
                (void)made;
            }
            @end
            """)
        let findings = {
            let result = Pipeline.run(Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig()))
            return Checker.run(CheckContext(graph: result.graph), rules: [self.rule]).map { diagnostic in
                "\((diagnostic.location!.file as NSString).lastPathComponent):\(diagnostic.location!.line): \(diagnostic.message)"
            }
        }
        #expect(
            findings() == [
                "CartViewController.m:5: `[CheckoutViewRouter makeDestinationWithPreparation:]` makes a destination with CheckoutViewRouter, whose supportedRouteTypes (its own override) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (add ZIKViewRouteTypeMaskMakeDestination to its `+supportedRouteTypes`, or perform a route instead)",
                "CartViewController.m:7: `ZIKRouterToView` makes a destination with CheckoutViewRouter (the router view protocol CheckoutViewInput resolves to), whose supportedRouteTypes (its own override) lack ZIKViewRouteTypeMakeDestination: its +canMakeDestination returns NO and ZIKRouter asserts in debug builds (add ZIKViewRouteTypeMaskMakeDestination to its `+supportedRouteTypes`, or perform a route instead)",
            ])
        try folder.write(
            "App/CheckoutViewRouter.m",
            router.replacingOccurrences(
                of: "ZIKViewRouteTypeMaskPresentModally;",
                with: "ZIKViewRouteTypeMaskPresentModally | ZIKViewRouteTypeMaskMakeDestination;"))
        #expect(findings().isEmpty)
    }

    /// An exclusively registered view goes through no registration check, but a router that can
    /// make it in no way leaves it to appear without a router, where ZIKRouter asserts; a mask
    /// with `MakeDestination` (or add-as-subview, or custom) makes it reachable.
    @Test func swiftExclusiveViewTheRouterCannotMake() {
        let source = """
            final class MapPinView: UIView, ZIKRoutableView {}
            typealias PinRouterBase = ZIKViewRouter<MapPinView, ViewRouteConfig>
            final class MapPinViewRouter: PinRouterBase {
                override class func registerRoutableDestination() {
                    registerExclusiveView(MapPinView.self)
                }
                override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.push, .presentModally] }
                override func destination(with configuration: ViewRouteConfig) -> MapPinView? { MapPinView() }
            }
            """
        #expect(
            CheckSnippet.findings(rule, source) == [
                "5:9: view MapPinView is registered exclusively by MapPinViewRouter, whose supportedRouteTypes (its own override) include none of ZIKViewRouteTypeAddAsSubview, ZIKViewRouteTypeMakeDestination and ZIKViewRouteTypeCustom: the router can never make it, and ZIKRouter asserts in debug builds when the view is added to a superview without a router (override it: `override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }`)"
            ])
        for mask in ["[.push, .makeDestination]", ".viewDefault", "[.custom]"] {
            let fixed = source.replacingOccurrences(of: "[.push, .presentModally]", with: mask)
            #expect(CheckSnippet.decided(rule, fixed).isEmpty, "\(mask)")
        }
        // The shared registration's own check reports the same router once.
        let shared = source.replacingOccurrences(of: "registerExclusiveView(", with: "registerView(")
        #expect(CheckSnippet.findings(rule, shared).count == 1)
    }

    /// The scanners mark the protocol requests that make a destination with the router they find.
    @Test func theScannersMarkProtocolRequestsThatMakeADestination() {
        let swift = Snippet.facts(
            """
            func show() {
                _ = Router.to(RoutableView<NoteViewInput>())!.makeDestination(configuring: { _, _ in })
                Router.to(RoutableView<NoteViewInput>())?.perform(path: .push(from: self))
                _ = Router.makeDestination(to: RoutableViewModule<NoteModuleInput>())
            }
            """)
        #expect(swift.useSites.map(\.makesDestination) == [true, false, true])
        let objc = Snippet.facts(
            """
            @implementation NotesViewController
            - (void)show {
                id note = ZIKRouterToView(NoteViewInput).makeDestination;
                [ZIKRouterToView(NoteViewInput) performPath:ZIKViewRoutePath.pushFrom(self)];
                id module = [ZIKRouterToViewModule(NoteModuleInput) makeDestinationWithPreparation:nil];
            }
            @end
            """, path: "Sources/App/NotesViewController.m")
        #expect(objc.useSites.map(\.makesDestination) == [true, false, true])
    }
}
