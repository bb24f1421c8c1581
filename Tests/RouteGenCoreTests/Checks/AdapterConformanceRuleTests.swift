import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct AdapterConformanceRuleTests {
    let rule = AdapterConformanceRule()

    /// A login module and the app that adapts its own protocol to the module's, in Swift.
    private static let swiftLoginKit = """
        import UIKit
        import ZIKRouter
        import ZRouter

        public protocol LoginViewInput: AnyObject {
            var account: String? { get set }
        }

        public class LoginBaseViewController: UIViewController, ZIKRoutableView {}

        public final class LoginViewController: LoginBaseViewController, LoginViewInput {
            public var account: String?
        }

        final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                register(RoutableView<LoginViewInput>())
            }
        }
        """

    private static func swiftApp(conformance: String) -> String {
        """
        import LoginKit
        import ZIKRouter.Internal
        import ZRouter

        protocol ShopLoginViewInput: AnyObject {
            var account: String? { get set }
        }

        extension RoutableView where Protocol == ShopLoginViewInput {
            init() { self.init(declaredTypeName: "ShopLoginViewInput") }
        }
        \(conformance)
        final class AppRouteAdapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableView<ShopLoginViewInput>(), forAdaptee: RoutableView<LoginViewInput>())
            }
        }
        """
    }

    @Test func namesTheAdapterTheChainTheClassAndItsRouter() {
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/LoginKit/LoginViewRouter.swift", Self.swiftLoginKit),
                ("Sources/App/AppRouteAdapter.swift", Self.swiftApp(conformance: "")),
            ])
        #expect(
            found == [
                "15:9: adapter AppRouteAdapter adapts ShopLoginViewInput → LoginViewInput here, but class LoginViewController, registered at LoginViewRouter.swift:17 by router LoginViewRouter, which registers LoginViewInput at LoginViewRouter.swift:18, does not conform to ShopLoginViewInput; ZIKRouter asserts at launch in debug builds"
            ])
    }

    /// Apps add the conformance where they define the adapter protocol, in their own module.
    @Test func conformanceAddedAnywhereSatisfiesIt() {
        let ways = [
            "\nextension LoginViewController: ShopLoginViewInput {}\n",
            "\nextension LoginKit.LoginViewController: ShopLoginViewInput {}\n",
            // Through the superclass.
            "\nextension LoginBaseViewController: ShopLoginViewInput {\n    var account: String? { get { nil } set {} }\n}\n",
        ]
        for way in ways {
            let found = CheckSnippet.findings(
                rule,
                [
                    ("Sources/LoginKit/LoginViewRouter.swift", Self.swiftLoginKit),
                    ("Sources/App/AppRouteAdapter.swift", Self.swiftApp(conformance: way)),
                ])
            #expect(found.isEmpty, "\(way): \(found)")
        }
        // The adapter protocol inherits the adaptee: every LoginViewInput is not a ShopLoginViewInput.
        let inherited = Self.swiftApp(conformance: "").replacingOccurrences(
            of: "protocol ShopLoginViewInput: AnyObject {", with: "protocol ShopLoginViewInput: LoginViewInput {")
        #expect(
            CheckSnippet.findings(
                rule,
                [
                    ("Sources/LoginKit/LoginViewRouter.swift", Self.swiftLoginKit),
                    ("Sources/App/AppRouteAdapter.swift", inherited),
                ]
            ).count == 1)
    }

    /// Each adapter of a chain is checked against the route at its end, and reported at its own line.
    @Test func everyHopOfAChainIsCheckedAgainstTheFinalRoute() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/Adapters.swift",
                    """
                    protocol ProfileLoginInput: AnyObject {}
                    protocol AppLoginInput: AnyObject {}
                    protocol LoginInput: AnyObject {}
                    final class LoginViewController: UIViewController, ZIKRoutableView, LoginInput, AppLoginInput {}
                    final class AppAdapter: ZIKViewRouteAdapter {
                        override class func registerRoutableDestination() {
                            register(adapter: RoutableView<ProfileLoginInput>(), forAdaptee: RoutableView<AppLoginInput>())
                            register(adapter: RoutableView<AppLoginInput>(), forAdaptee: RoutableView<LoginInput>())
                        }
                    }
                    final class LoginViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerView(LoginViewController.self)
                            register(RoutableView<LoginInput>())
                        }
                    }
                    """
                )
            ])
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "7:9: adapter AppAdapter adapts ProfileLoginInput → AppLoginInput → LoginInput here, but class LoginViewController"
            ) == true, "\(found)")
    }

    @Test func objectiveCCategoryInTheAppSatisfiesIt() {
        let module = [
            (
                "Sources/LoginModule/LoginViewInput.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @protocol LoginViewInput <ZIKViewRoutable>
                @property (nonatomic, copy, nullable) NSString *account;
                @end
                """
            ),
            (
                "Sources/LoginModule/LoginViewController.h",
                """
                #import <UIKit/UIKit.h>
                #import "LoginViewInput.h"
                #define LoginBaseViewController UIViewController
                @interface LoginViewController : LoginBaseViewController <ZIKRoutableView, LoginViewInput>
                @end
                @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
                @end
                """
            ),
            (
                "Sources/LoginModule/LoginViewRouter.m",
                """
                #import "LoginViewController.h"
                @import ZIKRouter.Internal;
                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                #if LOGIN_ENABLED
                    [self registerView:[LoginViewController class]];
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                #endif
                }
                @end
                """
            ),
        ]
        func app(category: String) -> [(String, String)] {
            [
                (
                    "Sources/App/ShopLoginViewInput.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>
                    @protocol ShopLoginViewInput <ZIKViewRoutable>
                    @property (nonatomic, copy, nullable) NSString *account;
                    @end
                    """
                ),
                (
                    "Sources/App/LoginViewController+Shop.h",
                    """
                    #import <LoginModule/LoginViewController.h>
                    #import "ShopLoginViewInput.h"
                    \(category)
                    """
                ),
                (
                    "Sources/App/AppRouteAdapter.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>
                    @interface AppRouteAdapter : ZIKViewRouteAdapter
                    @end
                    """
                ),
                (
                    "Sources/App/AppRouteAdapter.m",
                    """
                    #import "AppRouteAdapter.h"
                    #import "ShopLoginViewInput.h"
                    #import <LoginModule/LoginViewInput.h>
                    @import ZIKRouter.Internal;
                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                    #if LOGIN_ENABLED
                        [self registerDestinationAdapter:ZIKRoutable(ShopLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];
                    #endif
                    }
                    @end
                    """
                ),
            ]
        }
        let conforming = CheckSnippet.findings(
            rule, module + app(category: "@interface LoginViewController (Shop) <ShopLoginViewInput>\n@end"))
        #expect(conforming.isEmpty, "\(conforming)")
        let missing = CheckSnippet.findings(rule, module + app(category: "@interface LoginViewController (Shop)\n@end"))
        #expect(missing.count == 1)
        #expect(
            missing.first?.hasPrefix(
                "8:11: adapter AppRouteAdapter adapts ShopLoginViewInput → LoginViewInput here, but class LoginViewController, registered at LoginViewRouter.m:6 by router LoginViewRouter"
            ) == true, "\(missing)")
    }

    /// `registerDestinationAdapter:` writes the adapter map that module lookups follow too, but the
    /// launch check looks the adapter protocol up only under the kind its inheritance gives it. A
    /// view protocol whose chain ends at a module registration is then "not registered" (another
    /// rule's), and no configuration is checked against it; a module protocol adapted the same way is.
    @Test func aChainEndingInAnotherKindIsCheckedOnlyForAProtocolOfThatKind() {
        func objc(_ adapterRoot: String) -> [(String, String)] {
            [
                (
                    "Sources/App/Login.h",
                    """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>
                    @protocol LoginViewInput <ZIKViewRoutable>
                    @end
                    @protocol ShopLoginInput <\(adapterRoot)>
                    @end
                    @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
                    @end
                    @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
                    @end
                    @interface AppRouteAdapter : ZIKViewRouteAdapter
                    @end
                    """
                ),
                (
                    "Sources/App/Login.m",
                    """
                    #import "Login.h"
                    @import ZIKRouter.Internal;
                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerModuleProtocol:ZIKRoutable(LoginViewInput)];
                    }
                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end
                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                        [self registerDestinationAdapter:ZIKRoutable(ShopLoginInput) forAdaptee:ZIKRoutable(LoginViewInput)];
                    }
                    @end
                    """
                ),
            ]
        }
        #expect(CheckSnippet.findings(rule, objc("ZIKViewRoutable")).isEmpty)
        let module = CheckSnippet.findings(rule, objc("ZIKViewModuleRoutable"))
        #expect(
            module.count == 1 && module.first?.contains("the configuration class ZIKViewRouteConfiguration") == true,
            "\(module)")

        func swift(_ adapterRoot: String) -> String {
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal

            @objc protocol LoginViewInput: ZIKViewRoutable {}
            @objc protocol ShopLoginInput: \(adapterRoot) {}

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    registerModuleProtocol(LoginViewInput.self)
                }

                override func destination(with configuration: ZIKViewRouteConfiguration) -> LoginViewController? {
                    LoginViewController()
                }
            }

            final class AppRouteAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    registerDestinationAdapter(ShopLoginInput.self, forAdaptee: LoginViewInput.self)
                }
            }
            """
        }
        #expect(CheckSnippet.findings(rule, swift("ZIKViewRoutable")).isEmpty)
        let swiftModule = CheckSnippet.findings(rule, swift("ZIKViewModuleRoutable"))
        #expect(swiftModule.count == 1, "\(swiftModule)")
    }

    /// A block route or a `forMaking…` registration answering the adaptee: its class is the destination.
    @Test func blockRoutesAndMakingRegistrationsAreRoutesToo() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/Services.swift",
                    """
                    protocol AnalyticsInput: AnyObject {}
                    protocol AppAnalyticsInput: AnyObject {}
                    protocol ClockInput: AnyObject {}
                    protocol AppClockInput: AnyObject {}
                    final class AnalyticsService: NSObject, ZIKRoutableService, AnalyticsInput {}
                    final class ClockService: NSObject, ClockInput {}
                    final class AppServiceAdapter: ZIKServiceRouteAdapter {
                        override class func registerRoutableDestination() {
                            ZIKServiceRoute<AnalyticsService, PerformRouteConfig>
                                .make(withDestination: AnalyticsService.self, makeDestination: { _, _ in AnalyticsService() })
                                .register(RoutableService<AnalyticsInput>())
                            register(RoutableService<ClockInput>(), forMakingService: ClockService.self)
                            register(adapter: RoutableService<AppAnalyticsInput>(), forAdaptee: RoutableService<AnalyticsInput>())
                            register(adapter: RoutableService<AppClockInput>(), forAdaptee: RoutableService<ClockInput>())
                        }
                    }
                    """
                )
            ])
        #expect(found.count == 2)
        #expect(
            found.first?.hasPrefix(
                "13:9: adapter AppServiceAdapter adapts AppAnalyticsInput → AnalyticsInput here, but class AnalyticsService, registered at Services.swift:10 by a block route made in AppServiceAdapter"
            ) == true, "\(found)")
        #expect(
            found.last?.hasPrefix(
                "14:9: adapter AppServiceAdapter adapts AppClockInput → ClockInput here, but class ClockService, registered at Services.swift:12 by a `forMaking…` registration"
            ) == true, "\(found)")
    }

    /// A module adapter: the configuration class of the adaptee's router must conform.
    @Test func moduleAdaptersCheckTheConfigurationClass() {
        func source(_ adopts: String) -> String {
            """
            protocol LoginModuleInput: AnyObject {}
            protocol ShopLoginModuleInput: AnyObject {}
            final class LoginConfig: ZIKViewRouteConfiguration, LoginModuleInput\(adopts) {}
            final class LoginViewController: UIViewController, ZIKRoutableView {}
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, LoginConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableViewModule<LoginModuleInput>())
                }
                override class func defaultRouteConfiguration() -> LoginConfig {
                    return LoginConfig()
                }
            }
            final class AppAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableViewModule<ShopLoginModuleInput>(), forAdaptee: RoutableViewModule<LoginModuleInput>())
                }
            }
            """
        }
        let found = CheckSnippet.findings(rule, source(""))
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "16:9: adapter AppAdapter adapts ShopLoginModuleInput → LoginModuleInput here, but the configuration class LoginConfig (returned by `defaultRouteConfiguration` at Snippet.swift:10) of router LoginViewRouter"
            ) == true, "\(found)")
        #expect(CheckSnippet.findings(rule, source(", ShopLoginModuleInput")).isEmpty)
    }

    @Test func exclusiveBranchesAreNeverPairedAndUnreadableOnesGiveANote() {
        func source(_ open: String, _ close: String) -> String {
            """
            protocol PhoneInput: AnyObject {}
            protocol AppInput: AnyObject {}
            final class PhoneVC: UIViewController, ZIKRoutableView, PhoneInput {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    #if PHONE
                    registerView(PhoneVC.self)
                    register(RoutableView<PhoneInput>())
                    #endif
                }
            }
            final class AppAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    \(open)
                        register(adapter: RoutableView<AppInput>(), forAdaptee: RoutableView<PhoneInput>())
                    \(close)
                }
            }
            """
        }
        #expect(Checker.run(CheckContext(graph: Snippet.graph(source("#if !PHONE", "#endif"))), rules: [rule]).isEmpty)
        // The same branch: certain.
        #expect(
            Checker.run(CheckContext(graph: Snippet.graph(source("#if PHONE", "#endif"))), rules: [rule]).map(
                \.severity) == [.error])
        let runtime = Checker.run(CheckContext(graph: Snippet.graph(source("if Flags.shop() {", "}"))), rules: [rule])
        #expect(runtime.map(\.severity) == [.note], "\(runtime.map(\.message))")
        #expect(runtime.first?.message.hasSuffix("whether all of them run in the same launch") == true)
    }

    /// What routegen cannot decide is never an error, and never silent.
    @Test func unknownPiecesAreNotesThatSayWhy() {
        let found = Checker.run(
            CheckContext(
                graph: Snippet.graph(
                    """
                    protocol LoginInput: AnyObject {}
                    protocol AppLoginInput: AnyObject {}
                    final class LoginViewController: MessagesViewController, LoginInput {}
                    final class R: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerView(LoginViewController.self)
                            register(RoutableView<LoginInput>())
                        }
                    }
                    final class AppAdapter: ZIKViewRouteAdapter {
                        override class func registerRoutableDestination() {
                            register(adapter: RoutableView<AppLoginInput>(), forAdaptee: RoutableView<LoginInput>())
                        }
                    }
                    """)), rules: [rule])
        #expect(found.map(\.severity) == [.note])
        #expect(
            found.first?.message.hasPrefix("routegen cannot decide whether class LoginViewController") == true,
            "\(found.map(\.message))")
        #expect(
            found.first?.message.hasSuffix(
                "LoginViewController inherits MessagesViewController, which routegen cannot tell to be a class or a protocol"
            ) == true, "\(found.map(\.message))")
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }

    /// The Swift fixtures declare an adapter protocol, and the passing one adds its conformances, in
    /// files without any ZIKRouter spelling: the conformance round must reach them from the adapters
    /// (the failing fixture's error needs the protocol's declaration), with or without the pre-filter.
    @Test func findingsDoNotDependOnThePrefilter() {
        for side in ["failing", "passing"] {
            let folder = CheckFixture.folder("Swift", rule.id, side)
            let on = Pipeline.run(Pipeline.Input(paths: [folder], jobs: 2, prefilter: true))
            let off = Pipeline.run(Pipeline.Input(paths: [folder], jobs: 2, prefilter: false))
            if side == "passing" {
                #expect(on.timings.files.count(.neededForConformance) > 0, "no file needed the second round")
            }
            let findings = { (result: Pipeline.Outcome) in
                Checker.run(CheckContext(graph: result.graph), rules: CheckRules.all).map(CheckSnippet.describe)
            }
            #expect(findings(on) == findings(off), "\(side)")
            #expect(on.graph == off.graph, "\(side)")
        }
    }
}
