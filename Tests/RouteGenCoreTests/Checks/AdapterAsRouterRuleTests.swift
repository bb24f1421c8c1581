import Foundation
import Testing

@testable import RouteGenCore

/// `adapter-as-router`: a key an adapter registers for itself makes lookups return the adapter,
/// which ZIKRouter refuses to instantiate.
struct AdapterAsRouterRuleTests {
    let rule = AdapterAsRouterRule()

    /// The adapters are declared in the header of the app's route setup, beside a router.
    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @protocol LoginViewInput <ZIKViewRoutable>
        @end

        @protocol RequiredLoginViewInput <ZIKViewRoutable>
        @end

        @protocol ReceiptServiceInput <ZIKServiceRoutable>
        @end

        @interface LoginViewController : XXViewController <ZIKRoutableView, LoginViewInput>
        @end

        @interface ReceiptPrinter : NSObject <ZIKRoutableService, ReceiptServiceInput>
        @end

        @interface LoginViewRouter : ZIKViewRouter
        @end

        @interface AppRouteAdapter : ZIKViewRouteAdapter
        @end

        @interface ReceiptRouteAdapter : ZIKServiceRouteAdapter
        @end
        """

    static let objcImplementation = """
        #import "AppRouteSetup.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>
        #import <ZIKRouter/ZIKServiceRouterInternal.h>

        @implementation LoginViewController
        @end

        @implementation ReceiptPrinter
        @end

        @implementation LoginViewRouter
        + (void)registerRoutableDestination {
            [self registerView:[LoginViewController class]];
        }

        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[LoginViewController alloc] init];
        }
        @end

        @implementation AppRouteAdapter
        + (void)registerRoutableDestination {
            [LoginViewRouter registerViewProtocol:ZIKRoutable(LoginViewInput)];
            [self registerDestinationAdapter:ZIKRoutable(RequiredLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];
            [ZIKViewRouter registerViewProtocol:ZIKRoutable(RequiredLoginViewInput) forMakingView:[LoginViewController class]];
        #if DEBUG
            [self registerIdentifier:@"login.debug"];
        #endif
            [self registerURLPattern:@"app://login/:account"];
            [self registerExclusiveView:[LoginViewController class]];
        }
        @end

        @implementation ReceiptRouteAdapter
        + (void)registerRoutableDestination {
            [ReceiptRouteAdapter registerServiceProtocol:ZIKRoutable(ReceiptServiceInput)];
            [ZIKServiceRoute makeRouteWithDestination:[ReceiptPrinter class] makeDestination:^id _Nullable(ZIKPerformRouteConfiguration *config, ZIKRouter *router) {
                return [ReceiptPrinter new];
            }].registerIdentifier(@"receipt");
        }
        @end
        """

    private func objcFindings(implementation: String = objcImplementation) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AppRouteSetup.h", Self.objcHeader),
                ("Sources/App/AppRouteSetup.m", implementation),
            ])
    }

    /// Keys sent to the adapter itself (`self` or its class name, under `#if` too) are errors,
    /// once each; registrations for other routers, adapters of protocols, `forMaking…`
    /// registrations and block routes are not.
    @Test func objcFixtures() {
        let found = objcFindings()
        #expect(found.count == 4, "\(found)")
        #expect(
            found.contains(
                "27:11: adapter AppRouteAdapter registers identifier \"login.debug\" for itself: a lookup of it returns the adapter as a router, and ZIKRouter asserts when a route is performed or a destination made with it (ZIKViewRouteAdapter is only for registering keys for other routers); send the registration to the router that makes the destination"
            ), "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("29:11: adapter AppRouteAdapter registers URL pattern \"app://login/:account\" for itself")
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "30:11: adapter AppRouteAdapter registers destination class LoginViewController exclusively for itself"
                )
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "36:26: adapter ReceiptRouteAdapter registers service protocol ReceiptServiceInput for itself")
                    && $0.contains("(ZIKServiceRouteAdapter is only for")
            }, "\(found)")
    }

    /// An abstract adapter is never registered, so its keys are never bound.
    @Test func adaptersThatNeverRegisterAreNotChecked() {
        let abstract = Self.objcImplementation.replacingOccurrences(
            of: "@implementation AppRouteAdapter\n",
            with: "@implementation AppRouteAdapter\n+ (BOOL)isAbstractRouter {\n    return YES;\n}\n")
        let found = objcFindings(implementation: abstract)
        #expect(found.count == 1 && found[0].contains("ReceiptRouteAdapter"), "\(found)")
    }

    static let swiftSource = """
        import UIKit
        import ZIKRouter
        import ZIKRouter.Internal
        import ZRouter

        protocol LoginViewInput: AnyObject {}
        protocol RequiredLoginViewInput: AnyObject {}
        protocol ReceiptServiceInput: AnyObject {}

        extension RoutableView where Protocol == LoginViewInput {
            init() { self.init(declaredProtocol: LoginViewInput.self) }
        }
        extension RoutableView where Protocol == RequiredLoginViewInput {
            init() { self.init(declaredProtocol: RequiredLoginViewInput.self) }
        }
        extension RoutableService where Protocol == ReceiptServiceInput {
            init() { self.init(declaredProtocol: ReceiptServiceInput.self) }
        }

        final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput, RequiredLoginViewInput {}
        final class ReceiptPrinter: NSObject, ZIKRoutableService, ReceiptServiceInput {}

        final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
            }

            override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
        }

        typealias AppAdapterBase = ZIKViewRouteAdapter

        final class AppRouteAdapter: AppAdapterBase {
            override class func registerRoutableDestination() {
                LoginViewRouter.register(RoutableView<LoginViewInput>())
                register(adapter: RoutableView<RequiredLoginViewInput>(), forAdaptee: RoutableView<LoginViewInput>())
                registerLegacyKeys()
            }
        }

        extension AppRouteAdapter {
            static func registerLegacyKeys() {
                #if DEBUG
                registerIdentifier("login.debug")
                #endif
                Self.register(RoutableView<LoginViewInput>())
            }
        }

        final class ReceiptRouteAdapter: ZIKServiceRouteAdapter {
            override class func registerRoutableDestination() {
                register(RoutableService<ReceiptServiceInput>(), forMakingService: ReceiptPrinter.self) { _ in ReceiptPrinter() }
                ZIKAnyServiceRouter.registerIdentifier("receipt", forMakingService: ReceiptPrinter.self, making: { _ in ReceiptPrinter() })
            }
        }
        """

    /// Swift: `self` left out or written, in a helper the register body calls, through a
    /// typealias of the adapter base; `forMaking…` registrations in an adapter are accepted.
    @Test func swiftFixtures() {
        let found = CheckSnippet.findings(rule, Self.swiftSource)
        #expect(found.count == 2, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("44:9: adapter AppRouteAdapter registers identifier \"login.debug\" for itself")
            },
            "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("46:14: adapter AppRouteAdapter registers view protocol LoginViewInput for itself")
            },
            "\(found)")
    }

    /// A screen that performs with the adapter class itself, next to one that uses the router.
    static let objcUseSite = """
        #import "AppRouteSetup.h"

        @interface SettingsViewController : XXViewController
        @end

        @implementation SettingsViewController
        - (void)showLogin {
            [LoginViewRouter performPath:ZIKViewRoutePath.pushFrom(self)];
            [AppRouteAdapter performPath:ZIKViewRoutePath.pushFrom(self)];
        }

        - (id)makeReceiptPrinter {
            return [ReceiptRouteAdapter makeDestination];
        }
        @end
        """

    /// Performing or making with an adapter class is an error at the use site; with a router it is not.
    @Test func objcUseSitesOfAnAdapterClass() {
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AppRouteSetup.h", Self.objcHeader),
                ("Sources/App/AppRouteSetup.m", Self.objcImplementation),
                ("Sources/App/SettingsViewController.m", Self.objcUseSite),
            ]
        ).filter { !$0.contains("for itself") }
        #expect(
            found == [
                "9:22: `[AppRouteAdapter performPath:]` uses adapter AppRouteAdapter as a router: ZIKRouter asserts when it instantiates the adapter (ZIKViewRouteAdapter is only for registering keys for other routers); perform the route with the router the adapter registers keys for, or look it up by protocol or identifier",
                "13:33: `[ReceiptRouteAdapter makeDestination]` uses adapter ReceiptRouteAdapter as a router: ZIKRouter asserts when it instantiates the adapter (ZIKServiceRouteAdapter is only for registering keys for other routers); perform the route with the router the adapter registers keys for, or look it up by protocol or identifier",
            ], "\(found)")
    }

    /// Swift: `makeDestination()` on the adapter class; the router's own is accepted.
    @Test func swiftUseSitesOfAnAdapterClass() {
        let source =
            Self.swiftSource + """

                final class SettingsViewController: UIViewController {
                    func showLogin() {
                        _ = LoginViewRouter.makeDestination()
                        _ = AppRouteAdapter.makeDestination()
                    }
                }
                """
        let found = CheckSnippet.findings(rule, source).filter { !$0.contains("for itself") }
        #expect(
            found.count == 1
                && found[0].hasPrefix("59:13: `AppRouteAdapter.makeDestination` uses adapter AppRouteAdapter"),
            "\(found)")
    }

    /// Swift: making or performing with ZIKRouter's own classes, generic or through ZIKAny…; a
    /// segue is what ZIKViewRouter itself performs, a path in a variable cannot be told from one,
    /// and lookups through the same classes are accepted.
    @Test func swiftUseSitesOfZIKRoutersOwnClasses() {
        let source =
            Self.swiftSource + """

                final class HelpViewController: UIViewController {
                    var nextPath: ViewRoutePath = .push(from: UIViewController())

                    func open() {
                        _ = ZIKAnyViewRouter.makeDestination()
                        _ = ZIKAnyServiceRouter.makeDestination()
                        _ = ZIKViewRouter<UIViewController, ViewRouteConfig>.makeDestination(preparation: { _ in })
                        ZIKAnyViewRouter.perform(path: .push(from: self))
                        ZIKAnyViewRouter.perform(path: .performSegue(from: self, identifier: "showFAQ", sender: nil))
                        ZIKAnyViewRouter.perform(path: nextPath)
                        _ = ZIKAnyViewRouter.toIdentifier("login.debug")?.perform(path: .push(from: self))
                        ZIKAnyViewRouter.performURL("app://login", path: .push(from: self))
                        _ = LoginViewRouter.makeDestination()
                        _ = AppViewRouter.makeDestination()
                    }
                }

                typealias AppViewRouter = ZIKAnyViewRouter
                """
        let found = CheckSnippet.findings(rule, source).filter { !$0.contains("for itself") }
        #expect(
            found.map { String($0.prefix(while: { $0 != " " })) } == [
                "60:13:", "61:13:", "62:13:", "63:9:", "65:9:", "69:13:",
            ],
            "\(found)")
        #expect(
            found.first
                == "60:13: `ZIKAnyViewRouter.makeDestination` makes a destination with ZIKRouter's own class ZIKAnyViewRouter, which has none: ZIKRouter asserts \"Only get destination from router subclass\"; make it with the destination's router, or look the route up (`ZIKRouterToView(P)`, `Router.to(RoutableView<P>())`, `toIdentifier`)"
        )
        #expect(
            found[1].contains(
                "ZIKRouter asserts that the router overrides -destinationWithConfiguration:; make it with the destination's router, or look the route up (`ZIKRouterToService(P)`"
            ))
        #expect(
            found[3].contains(
                "performs a route with ZIKRouter's own class ZIKAnyViewRouter, which makes no destination"))
        #expect(
            found.last?.hasPrefix(
                "69:13: `AppViewRouter.makeDestination` makes a destination with ZIKRouter's own class ZIKAnyViewRouter"
            ) == true)
        #expect(
            found[4]
                == "65:9: routegen cannot decide whether `ZIKAnyViewRouter.perform` performs a segue, the only route ZIKRouter's own class ZIKAnyViewRouter performs: its path or route type is not written at the call"
        )
    }

    /// Objective-C: the base classes and ZIKRouter itself as receivers; the `ZIKRouterTo…` macros and
    /// `toIdentifier` through the same classes are lookups, accepted.
    @Test func objcUseSitesOfZIKRoutersOwnClasses() {
        let useSite = """
            #import "AppRouteSetup.h"
            #define AppViewRouter ZIKViewRouter
            @interface HelpViewController : XXViewController
            @end

            @implementation HelpViewController
            - (void)open:(ZIKViewRoutePath *)path {
                id help = [ZIKViewRouter makeDestination];
                id printer = [ZIKAnyServiceRouter makeDestinationWithPreparation:^(id destination) {}];
                id anything = [ZIKRouter makeDestination];
            #if DEBUG
                [ZIKViewRouter performPath:ZIKViewRoutePath.pushFrom(self)];
            #endif
                [ZIKViewRouter performPath:ZIKViewRoutePath.performSegueFrom(self, @"showFAQ", nil)];
                [ZIKAnyViewRouter performPath:path];
                [ZIKAnyServiceRouter performRoute];
                id login = [ZIKRouterToView(LoginViewInput) makeDestination];
                [ZIKViewRouter.toIdentifier(@"login") performPath:ZIKViewRoutePath.pushFrom(self)];
                [ZIKAnyViewRouter performURL:@"app://login" path:ZIKViewRoutePath.pushFrom(self)];
                [AppViewRouter makeDestination];
            }
            @end
            """
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AppRouteSetup.h", Self.objcHeader),
                ("Sources/App/AppRouteSetup.m", Self.objcImplementation),
                ("Sources/App/HelpViewController.m", useSite),
            ]
        ).filter { !$0.contains("for itself") }
        #expect(
            found.map { String($0.prefix(while: { $0 != " " })) } == [
                "8:30:", "9:39:", "10:30:", "12:20:", "15:23:", "16:26:", "20:20:",
            ], "\(found)")
        #expect(found[5].contains("`[ZIKAnyServiceRouter performRoute]` performs a route") == true)
        #expect(found.last?.contains("with ZIKRouter's own class ZIKViewRouter") == true)
        #expect(found[4].hasPrefix("15:23: routegen cannot decide whether"))
    }

    /// ZIKRouter's own segue tests make the path from a route type a property holds:
    /// `[[ZIKViewRoutePath alloc] initWithRouteType:self.routeType source:nil]` may be a segue, so
    /// routegen cannot tell (a note, as for a path in a variable); written out, the route type decides.
    @Test func pathMadeFromARouteTypeRoutegenCannotRead() {
        func objc(_ routeType: String) -> [String] {
            let useSite = """
                #import "AppRouteSetup.h"
                @interface SegueTests : XCTestCase
                @property (nonatomic) ZIKViewRouteType routeType;
                @end

                @implementation SegueTests
                - (void)testPerformRouteWithErrorCompletion {
                    [ZIKAnyViewRouter performPath:[[ZIKViewRoutePath alloc] initWithRouteType:\(routeType) source:nil] completion:^(BOOL success, id _Nullable destination, ZIKRouteAction _Nonnull routeAction, NSError * _Nullable error) {
                        XCTAssertFalse(success);
                    }];
                }
                @end
                """
            return CheckSnippet.findings(
                rule,
                [
                    ("Sources/App/AppRouteSetup.h", Self.objcHeader),
                    ("Sources/App/AppRouteSetup.m", Self.objcImplementation),
                    ("Tests/AppTests/SegueTests.m", useSite),
                ]
            ).filter { !$0.contains("for itself") }
        }
        let unread = objc("self.routeType")
        #expect(unread.count == 1 && unread[0].hasPrefix("8:23: routegen cannot decide whether"), "\(unread)")
        #expect(objc("ZIKViewRouteTypePush").first?.contains("performs a route with ZIKRouter's own class") == true)
        #expect(objc("ZIKViewRouteTypePerformSegue") == [])

        func swift(_ routeType: String) -> [String] {
            let source =
                Self.swiftSource + """

                    final class SegueTests {
                        var routeType = ZIKViewRouteType.push

                        func testPerform() {
                            ZIKAnyViewRouter.perform(path: ZIKViewRoutePath(routeType: \(routeType), source: nil))
                        }
                    }
                    """
            return CheckSnippet.findings(rule, source).filter { !$0.contains("for itself") }
        }
        let swiftUnread = swift("routeType")
        #expect(swiftUnread.count == 1 && swiftUnread[0].contains("routegen cannot decide whether"), "\(swiftUnread)")
        #expect(swift(".push").first?.contains("performs a route with ZIKRouter's own class") == true)
    }
}
