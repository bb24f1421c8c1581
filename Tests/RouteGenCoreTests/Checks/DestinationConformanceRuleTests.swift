import Testing
@testable import RouteGenCore

struct DestinationConformanceRuleTests {
    let rule = DestinationConformanceRule()

    @Test func namesTheClassTheProtocolAndBothLines() {
        let found = CheckSnippet.findings(rule, """
        protocol LoginViewInput: AnyObject {}
        final class LoginViewController: UIViewController, ZIKRoutableView {}
        final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                register(RoutableView<LoginViewInput>())
                registerView(LoginViewController.self)
            }
        }
        """)
        #expect(found == [
            "6:9: view class LoginViewController, registered by router LoginViewRouter here, does not conform to LoginViewInput, but the same router registers view protocol LoginViewInput at Snippet.swift:5; ZIKRouter asserts at launch in debug builds",
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
            #expect(CheckSnippet.findings(rule, [("Sources/App/R.swift", router), ("Sources/Kit/L.swift", way)]).isEmpty, "\(way)")
        }
        // Without any of them, the same files report.
        #expect(CheckSnippet.findings(rule, [("Sources/App/R.swift", router), ("Sources/Kit/L.swift", "final class LoginViewController: UIViewController {}")]).count == 1)
    }

    @Test func exclusiveBranchesAreNeverPairedAndUnreadableOnesGiveANote() {
        let found = CheckSnippet.findings(rule, """
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
        let notes = Checker.run(CheckContext(graph: Snippet.graph("""
        protocol PadInput: AnyObject {}
        final class PhoneVC: UIViewController {}
        final class S: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                if Flags.compact() { registerView(PhoneVC.self) }
                if Flags.wide() { register(RoutableView<PadInput>()) }
            }
        }
        """)), rules: [rule]).map(\.severity)
        #expect(notes == [.note])
    }

    @Test func unknownPiecesStaySilent() {
        let cases = [
            // The superclass is not scanned.
            "final class LoginViewController: MessagesViewController {}",
            // Added at run time, for this class or for any.
            "final class LoginViewController: UIViewController {}\nfunc f() { class_addProtocol(LoginViewController.self, p) }",
            "final class LoginViewController: UIViewController {}\nfunc f(c: AnyClass) { class_addProtocol(c, p) }",
            // An adopted app protocol whose declaration is not scanned may inherit the registered one.
            "final class LoginViewController: UIViewController, LoginFlowInput {}",
            // Conditional conformance.
            "final class LoginViewController<T>: UIViewController {}\nextension LoginViewController: LoginViewInput where T: Equatable {}",
            // Declared only under a condition the registration does not have.
            "final class LoginViewController: UIViewController {}\n#if DEBUG\nextension LoginViewController: LoginViewInput {}\n#endif",
        ]
        for source in cases {
            let found = CheckSnippet.findings(rule, source + """

            protocol LoginViewInput: AnyObject {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }
            """)
            #expect(found.isEmpty, "\(source)")
        }
        // Neither a class nor a protocol that is not scanned.
        #expect(CheckSnippet.findings(rule, """
        final class R: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                register(RoutableView<LoginViewInput>())
            }
        }
        """).isEmpty)
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
        #expect(found.first?.contains("does not descend from UIViewController, but the same router registers view protocol EditorInput & UIViewController (written EditorScreen)") == true)
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
                #expect(on.timings.count(.neededForConformance) > 0, "\(language) \(side): no file needed the second round")
                let findings = { (result: Pipeline.Result) in
                    Checker.run(CheckContext(graph: result.graph), rules: CheckRules.all).map(CheckSnippet.describe)
                }
                #expect(findings(on) == findings(off), "\(language) \(side)")
                #expect(on.graph == off.graph, "\(language) \(side)")
            }
        }
    }
}
