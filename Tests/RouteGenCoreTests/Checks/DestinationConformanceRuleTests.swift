import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct DestinationConformanceRuleTests {
    let rule = DestinationConformanceRule()

    @Test func namesTheClassTheProtocolAndBothLines() {
        let found = CheckSnippet.findings(
            rule,
            """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewController: UIViewController, ZIKRoutableView {}
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    register(RoutableView<LoginViewInput>())
                    registerView(LoginViewController.self)
                }
            }
            """)
        #expect(
            found == [
                "6:9: view class LoginViewController, registered by router LoginViewRouter here, does not conform to LoginViewInput, but the same router registers view protocol LoginViewInput at Snippet.swift:5; ZIKRouter asserts at launch in debug builds"
            ])
    }

    @Test func conformanceFromAnyFileSuperclassOrParentProtocolSatisfiesIt() {
        let router = """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }
            protocol LoginViewInput: AnyObject {}
            """
        let ways = [
            "final class LoginViewController: UIViewController {}\nextension LoginViewController: LoginViewInput {}",
            "class Base: UIViewController, LoginViewInput {}\nfinal class LoginViewController: Base {}",
            "protocol Editable: LoginViewInput {}\nfinal class LoginViewController: UIViewController, Editable {}",
        ]
        for way in ways {
            #expect(
                CheckSnippet.findings(rule, [("Sources/App/R.swift", router), ("Sources/Kit/L.swift", way)]).isEmpty,
                "\(way)")
        }
        // Without any of them, the same files report.
        #expect(
            CheckSnippet.findings(
                rule,
                [
                    ("Sources/App/R.swift", router),
                    ("Sources/Kit/L.swift", "final class LoginViewController: UIViewController {}"),
                ]
            ).count == 1)
    }

    @Test func exclusiveBranchesAreNeverPairedAndUnreadableOnesGiveANote() {
        let found = CheckSnippet.findings(
            rule,
            """
            protocol PhoneInput: AnyObject {}
            protocol PadInput: AnyObject {}
            final class PhoneVC: UIViewController, PhoneInput {}
            final class PadVC: UIViewController, PadInput {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    #if PHONE
                    registerView(PhoneVC.self)
                    register(RoutableView<PhoneInput>())
                    #else
                    registerView(PadVC.self)
                    register(RoutableView<PadInput>())
                    #endif
                }
            }
            final class S: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(PhoneVC.self)
                    register(RoutableView<PadInput>())
                }
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("18:9: view class PhoneVC") == true)
        let notes = Checker.run(
            CheckContext(
                graph: Snippet.graph(
                    """
                    protocol PadInput: AnyObject {}
                    final class PhoneVC: UIViewController {}
                    final class S: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            if Flags.compact() { registerView(PhoneVC.self) }
                            if Flags.wide() { register(RoutableView<PadInput>()) }
                        }
                    }
                    """)), rules: [rule]
        ).map(\.severity)
        #expect(notes == [.note])
    }

    /// What routegen cannot decide is never an error, and never silent: a note that says why.
    @Test func unknownPiecesAreNotesThatSayWhy() {
        let cases: [(source: String, why: String)] = [
            // The first inherited type is not scanned: a class or a protocol?
            (
                "final class LoginViewController: MessagesViewController {}",
                "LoginViewController inherits MessagesViewController, which routegen cannot tell to be a class or a protocol"
            ),
            // Added at run time, for this class or for any.
            (
                "final class LoginViewController: UIViewController {}\nfunc f() { class_addProtocol(LoginViewController.self, p) }",
                "`class_addProtocol` adds protocols to LoginViewController at run time"
            ),
            (
                "final class LoginViewController: UIViewController {}\nfunc f(c: AnyClass) { class_addProtocol(c, p) }",
                "a `class_addProtocol` whose class routegen cannot read may add LoginViewInput to any class"
            ),
            // Conditional conformance.
            (
                "final class LoginViewController<T>: UIViewController {}\nextension LoginViewController: LoginViewInput where T: Equatable {}",
                "adopts it only under a condition routegen cannot decide, or conditionally"
            ),
            // Declared only under a condition the registration does not have.
            (
                "final class LoginViewController: UIViewController {}\n#if DEBUG\nextension LoginViewController: LoginViewInput {}\n#endif",
                "adopts it only under a condition routegen cannot decide, or conditionally"
            ),
        ]
        let router = """

            protocol LoginViewInput: AnyObject {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }
            """
        for (source, why) in cases {
            let found = Checker.run(CheckContext(graph: Snippet.graph(source + router)), rules: [rule])
            #expect(found.map(\.severity) == [.note], "\(source)")
            #expect(found.first?.message.hasSuffix(why) == true, "\(source): \(found.map(\.message))")
        }
        // Neither the class nor the protocol is scanned.
        let unseen = Checker.run(
            CheckContext(
                graph: Snippet.graph(
                    """
                    final class R: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerView(LoginViewController.self)
                            register(RoutableView<LoginViewInput>())
                        }
                    }
                    """)), rules: [rule])
        #expect(unseen.map(\.severity) == [.note])
        #expect(unseen.first?.message.hasSuffix("LoginViewInput is declared in no scanned file") == true)
    }

    /// Code routegen does not scan (a pod from a spec repository, an SDK, a binary framework)
    /// cannot import the app's own modules: a protocol it declares cannot inherit the app's
    /// protocol, and a class of it cannot adopt one. So a destination whose chain runs through such
    /// code, or adopts such a protocol, does not conform, as ZIKRouter finds at launch.
    @Test func unscannedCodeCannotAdoptTheAppsProtocol() {
        let swift = CheckSnippet.findings(
            rule,
            """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewController: UIViewController, EmptyDataSetSource {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }
            """)
        #expect(swift.count == 1)
        #expect(
            swift.first?.hasPrefix(
                "5:9: view class LoginViewController, registered by router R here, does not conform to LoginViewInput")
                == true, "\(swift)")
        let objc = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/Login.h",
                    """
                    #import <JSQMessagesViewController/JSQMessagesViewController.h>
                    @protocol LoginViewInput <ZIKViewRoutable>
                    @end
                    @interface LoginViewController : JSQMessagesViewController <ZIKRoutableView, DZNEmptyDataSetSource>
                    @end
                    @interface LoginViewRouter : ZIKViewRouter
                    @end
                    """
                ),
                (
                    "Sources/App/Login.m",
                    """
                    #import "Login.h"
                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                    }
                    @end
                    """
                ),
            ])
        #expect(objc.count == 1)
        #expect(
            objc.first?.hasPrefix(
                "4:11: view class LoginViewController, registered by router LoginViewRouter here, does not conform to LoginViewInput"
            ) == true, "\(objc)")

        // The registered class declared nowhere is a file outside the scan more likely than a pod's
        // class: still undecided, though the protocol is the app's.
        let unseenClass = Checker.run(
            CheckContext(
                graph: Snippet.graph(
                    """
                    protocol LoginViewInput: AnyObject {}
                    final class R: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerView(LoginViewController.self)
                            register(RoutableView<LoginViewInput>())
                        }
                    }
                    """)), rules: [rule])
        #expect(unseenClass.map(\.severity) == [.note])
        #expect(
            unseenClass.first?.message.hasSuffix("LoginViewController is declared in no scanned file") == true,
            "\(unseenClass.map(\.message))")
    }

    @Test func compositionsNeedTheSuperclassToo() {
        let source = """
            protocol EditorInput: AnyObject {}
            typealias EditorScreen = UIViewController & EditorInput
            final class EditorView: UIView, EditorInput {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(EditorView.self)
                    register(RoutableView<EditorScreen>())
                }
            }
            """
        let found = CheckSnippet.findings(rule, source)
        #expect(found.count == 1)
        #expect(
            found.first?.contains(
                "does not descend from UIViewController, but the same router registers view protocol EditorInput & UIViewController (written EditorScreen)"
            ) == true)
    }

    /// A block route's destination classes against the protocols the same route registers: ZIKRouter
    /// asserts at registration as for a router. Two routes made in one body are told apart.
    @Test func blockRoutesAreCheckedRouteByRoute() {
        let swift = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/AppServiceAdapter.swift",
                    """
                    protocol AnalyticsInput: AnyObject {}
                    protocol ClockInput: AnyObject {}
                    final class AnalyticsService: NSObject, ZIKRoutableService {}
                    final class ClockService: NSObject, ZIKRoutableService {}
                    final class AppServiceAdapter: ZIKServiceRouteAdapter {
                        override class func registerRoutableDestination() {
                            let analytics = ZIKServiceRoute<AnalyticsService, PerformRouteConfig>
                                .make(withDestination: AnalyticsService.self, makeDestination: { _, _ in AnalyticsService() })
                            ZIKServiceRoute<ClockService, PerformRouteConfig>
                                .make(withDestination: ClockService.self, makeDestination: { _, _ in ClockService() })
                                .register(RoutableService<ClockInput>())
                            analytics.register(RoutableService<AnalyticsInput>())
                        }
                    }
                    """
                ), ("Sources/App/Conformances.swift", "extension ClockService: ClockInput {}"),
            ])
        #expect(
            swift == [
                "8:14: service class AnalyticsService, registered by a block route made in AppServiceAdapter here, does not conform to AnalyticsInput, but the same block route registers service protocol AnalyticsInput at AppServiceAdapter.swift:12; ZIKRouter asserts at launch in debug builds"
            ])
        let objc = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/AppRouteAdapter.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>
                    @protocol AboutViewInput <ZIKViewRoutable>
                    @end
                    @protocol HelpViewInput <ZIKViewRoutable>
                    @end
                    @interface AboutViewController : UIViewController <ZIKRoutableView>
                    @end
                    @interface HelpViewController : UIViewController <ZIKRoutableView, HelpViewInput>
                    @end
                    @interface AppRouteAdapter : ZIKViewRouteAdapter
                    @end
                    """
                ),
                (
                    "Sources/App/AppRouteAdapter.m",
                    """
                    #import "AppRouteAdapter.h"
                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                        ZIKViewRoute *about = [ZIKViewRoute makeRouteWithDestination:[AboutViewController class]
                                                                     makeDestination:^id _Nullable(ZIKViewRouteConfig *config, ZIKRouter *router) {
                            return [AboutViewController new];
                        }];
                        [ZIKViewRoute makeRouteWithDestination:[HelpViewController class]
                                               makeDestination:^id _Nullable(ZIKViewRouteConfig *config, ZIKRouter *router) {
                            return [HelpViewController new];
                        }]
                        .registerDestinationProtocol(ZIKRoutable(HelpViewInput));
                        about.registerDestinationProtocol(ZIKRoutable(AboutViewInput));
                    }
                    @end
                    """
                ),
            ])
        #expect(objc.count == 1)
        #expect(
            objc.first?.hasPrefix(
                "4:41: view class AboutViewController, registered by a block route made in AppRouteAdapter here, does not conform to AboutViewInput, but the same block route registers view protocol AboutViewInput at AppRouteAdapter.m:13"
            ) == true, "\(objc)")
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }

    /// The conformances in these fixtures sit in files without any ZIKRouter spelling: the second
    /// round must parse them, and the findings must not depend on the pre-filter.
    @Test func findingsDoNotDependOnThePrefilter() {
        for language in ["Swift", "ObjC"] {
            for side in ["failing", "passing"] {
                let folder = CheckFixture.folder(language, rule.id, side)
                let on = Pipeline.run(Pipeline.Input(paths: [folder], jobs: 2, prefilter: true))
                let off = Pipeline.run(Pipeline.Input(paths: [folder], jobs: 2, prefilter: false))
                #expect(
                    on.timings.files.count(.neededForConformance) > 0,
                    "\(language) \(side): no file needed the second round")
                let findings = { (result: Pipeline.Outcome) in
                    Checker.run(CheckContext(graph: result.graph), rules: CheckRules.all).map(CheckSnippet.describe)
                }
                #expect(findings(on) == findings(off), "\(language) \(side)")
                #expect(on.graph == off.graph, "\(language) \(side)")
            }
        }
    }
}
