import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct DestinationClassMismatchRuleTests {
    let rule = DestinationClassMismatchRule()

    /// `File:line: message` of each finding over Objective-C files written to a folder, notes
    /// marked as such.
    private func objcFindings(_ files: [String: String]) throws -> [String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in files { try folder.write("App/" + path, text) }
        let result = Pipeline.run(Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig()))
        return Checker.run(CheckContext(graph: result.graph), rules: [rule]).map { diagnostic in
            let place = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } ?? "-"
            return (diagnostic.severity == .note ? "note " : "") + "\(place): \(diagnostic.message)"
        }
    }

    /// A module header declares the controllers and the router (under ZIKRouter's `XXViewController`
    /// macro); the router's registration sits under `#if`, and its method returns a copied
    /// router's controller through a local.
    private static let loginHeader = """
        #import <UIKit/UIKit.h>
        #import <ZIKRouter/ZIKRouter.h>

        @interface LoginViewController : XXViewController <ZIKRoutableView>
        @end

        @interface PhoneLoginViewController : LoginViewController
        @end

        @interface SignupViewController : XXViewController
        @end

        @interface LoginViewRouter : ZIKViewRouter<XXViewController *, ZIKViewRouteConfiguration *>
        @end
        """

    private static func loginRouter(returning body: String, registering: String = "registerView") -> String {
        """
        #import "LoginModule.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        @implementation LoginViewController
        @end

        @implementation PhoneLoginViewController
        @end

        @implementation SignupViewController
        @end

        @implementation LoginViewRouter

        + (void)registerRoutableDestination {
        #if DEBUG || RELEASE
            [self \(registering):[LoginViewController class]];
        #endif
        }

        - (nullable XXViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
        \(body)
        }

        @end
        """
    }

    @Test func objcControllerOfAnotherRouterIsReported() throws {
        let returningSignup = """
                if (configuration.routeType == ZIKViewRouteTypePerformSegue) {
                    return nil;
                }
                SignupViewController *destination = [[SignupViewController alloc] initWithNibName:nil bundle:nil];
                return destination;
            """
        #expect(
            try objcFindings([
                "LoginModule.h": Self.loginHeader,
                "LoginViewRouter.m": Self.loginRouter(returning: returningSignup),
            ]) == [
                "LoginViewRouter.m:21: `-destinationWithConfiguration:` of router LoginViewRouter makes a SignupViewController, which is neither a class the router registers (LoginViewController) nor a subclass of one; ZIKRouter asserts when it attaches the destination in debug builds (register SignupViewController, or make LoginViewController)"
            ])
        // An exclusive registration is one of the router's as well.
        #expect(
            try objcFindings([
                "LoginModule.h": Self.loginHeader,
                "LoginViewRouter.m": Self.loginRouter(
                    returning: "    return [SignupViewController new];", registering: "registerExclusiveView"),
            ]).count == 1)
    }

    /// A subclass of the registered class, the class itself, and whatever routegen cannot read as
    /// a literal (a storyboard, a factory, a variable assigned twice, `nil`) pass.
    @Test func objcSubclassesAndUnreadDestinationsPass() throws {
        let bodies = [
            "    return [PhoneLoginViewController new];",
            "    return [[LoginViewController alloc] init];",
            """
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Login" bundle:nil];
                return [storyboard instantiateViewControllerWithIdentifier:@"login"];
            """,
            "    return [LoginViewControllerFactory makeLoginViewController];",
            """
                XXViewController *destination = [SignupViewController new];
                destination = [LoginViewController new];
                return destination;
            """,
            "    return nil;",
        ]
        for body in bodies {
            #expect(
                try objcFindings([
                    "LoginModule.h": Self.loginHeader, "LoginViewRouter.m": Self.loginRouter(returning: body),
                ]).isEmpty, "\(body)")
        }
    }

    /// A returned class that no scanned file declares may descend from anything: a note, never an
    /// error. A class whose chain reaches an unscanned superclass cannot descend from the app's
    /// own registered class: an error.
    @Test func objcUnknownChainsAreNotes() throws {
        let findings = try objcFindings([
            "LoginModule.h": Self.loginHeader,
            "LoginViewRouter.m": Self.loginRouter(returning: "    return [ExternalLoginViewController new];"),
        ])
        #expect(
            findings == [
                "note LoginViewRouter.m:21: routegen cannot decide whether ExternalLoginViewController, which `-destinationWithConfiguration:` of router LoginViewRouter makes, descends from LoginViewController, which the router registers: ExternalLoginViewController is declared in no scanned file"
            ])
        let header = Self.loginHeader.replacingOccurrences(
            of: "@interface SignupViewController : XXViewController",
            with: "@interface SignupViewController : AppBaseViewController")
        #expect(
            try objcFindings([
                "LoginModule.h": header,
                "LoginViewRouter.m": Self.loginRouter(returning: "    return [SignupViewController new];"),
            ]).map { $0.hasPrefix("LoginViewRouter.m:21: ") } == [true])
    }

    /// A Swift router whose destination method makes a class another router registers, under a
    /// typealiased base and with a guard that returns `nil`; passing: a subclass of the
    /// registered class through a typealias, and a service router (no such check in ZIKRouter).
    @Test func swiftRouters() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            class EditorViewController: UIViewController, ZIKRoutableView {}
            final class MarkdownEditorViewController: EditorViewController {}
            final class PreviewViewController: UIViewController, ZIKRoutableView {}
            typealias AppViewRouter<D, C> = ZIKViewRouter<D, C>
            typealias MarkdownEditor = MarkdownEditorViewController

            final class EditorViewRouter: AppViewRouter<UIViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    #if os(iOS)
                    registerView(EditorViewController.self)
                    #endif
                }

                override func destination(with configuration: ViewRouteConfig) -> UIViewController? {
                    guard configuration.routeType != .performSegue else { return nil }
                    return PreviewViewController(nibName: nil, bundle: nil)
                }
            }

            final class PreviewViewRouter: ZIKViewRouter<PreviewViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerExclusiveView(PreviewViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> PreviewViewController? {
                    MarkdownEditor()
                }
            }

            final class DraftService: NSObject, ZIKRoutableService {}
            final class DraftServiceRouter: ZIKServiceRouter<DraftService, PerformRouteConfig> {
                override class func registerRoutableDestination() {
                    registerService(DraftService.self)
                }

                override func destination(with configuration: PerformRouteConfig) -> DraftService? {
                    DraftService()
                }
            }
            """
        #expect(
            CheckSnippet.findings(rule, source) == [
                "18:19: `destination(with:)` of router EditorViewRouter makes a PreviewViewController, which is neither a class the router registers (EditorViewController) nor a subclass of one; ZIKRouter asserts when it attaches the destination in debug builds (register PreviewViewController, or make EditorViewController)",
                "29:19: `destination(with:)` of router PreviewViewRouter makes a MarkdownEditorViewController, which is neither a class the router registers (PreviewViewController) nor a subclass of one; ZIKRouter asserts when it attaches the destination in debug builds (register MarkdownEditorViewController, or make PreviewViewController)",
            ])
        let fixed =
            source
            .replacingOccurrences(
                of: "return PreviewViewController(nibName: nil, bundle: nil)", with: "return MarkdownEditor()"
            )
            .replacingOccurrences(of: "    MarkdownEditor()\n", with: "    PreviewViewController()\n")
        #expect(CheckSnippet.findings(rule, fixed).isEmpty)
    }

    /// An abstract base router's method and a router whose registrations never run are not
    /// checked: ZIKRouter skips abstract routers, and an unregistered router's faults are other rules'.
    @Test func swiftAbstractAndUnregisteredRoutersAreSkipped() {
        let source = """
            final class NoteViewController: UIViewController, ZIKRoutableView {}
            final class ListViewController: UIViewController, ZIKRoutableView {}
            class BaseViewRouter: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { true }
                override class func registerRoutableDestination() { registerView(ListViewController.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { NoteViewController() }
            }
            """
        #expect(CheckSnippet.findings(rule, source).isEmpty)
    }

    /// A subclass router whose body calls `super.registerRoutableDestination()` registers its base
    /// router's classes for itself; routegen does not follow that call, so a class a base router
    /// registers is never reported. A class no router of the chain registers still is.
    @Test func swiftClassesOfABaseRouterAreNotReported() {
        func source(videoRouterMakes made: String) -> String {
            """
            class ArticleViewController: UIViewController, ZIKRoutableView {}
            final class VideoViewController: UIViewController, ZIKRoutableView {}
            final class PodcastViewController: UIViewController {}

            class ArticleViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(ArticleViewController.self)
                }
                override func destination(with configuration: ViewRouteConfig) -> UIViewController? { ArticleViewController() }
            }

            final class VideoViewRouter: ArticleViewRouter {
                override class func registerRoutableDestination() {
                    super.registerRoutableDestination()
                    registerView(VideoViewController.self)
                }
                override func destination(with configuration: ViewRouteConfig) -> UIViewController? { \(made)() }
            }
            """
        }
        #expect(CheckSnippet.findings(rule, source(videoRouterMakes: "ArticleViewController")).isEmpty)
        #expect(
            CheckSnippet.findings(rule, source(videoRouterMakes: "PodcastViewController")).map {
                $0.hasPrefix("17:19: `destination(with:)` of router VideoViewRouter makes a PodcastViewController")
            } == [true])
    }

    /// The scanners record the literal class of the destination method, skipping `nil` returns.
    @Test func theScannersReadTheReturnedClass() {
        let swift = Snippet.facts(
            """
            final class A: ZIKAnyViewRouter {
                override func destination(with configuration: ViewRouteConfig) -> Any? {
                    if configuration.routeType == .performSegue { return nil }
                    let controller = Module.NoteViewController(note: nil)
                    return controller
                }
            }
            final class B: ZIKAnyViewRouter {
                override func destination(with configuration: ViewRouteConfig) -> Any? { makeController() }
            }
            """)
        #expect(
            swift.methods.filter { $0.kind == .destinationWithConfiguration }.map(\.returnedClass) == [
                "Module.NoteViewController", nil,
            ])
        let objc = Snippet.facts(
            """
            @implementation A
            + (void)registerRoutableDestination {}
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                if (!configuration) { return nil; }
                return (id)[[NoteViewController alloc] initWithNote:nil];
            }
            @end
            @implementation B
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return self.factory();
            }
            @end
            """, path: "Sources/App/Routers.m")
        #expect(
            objc.methods.filter { $0.kind == .destinationWithConfiguration }.map(\.returnedClass) == [
                "NoteViewController", nil,
            ])
    }
}
