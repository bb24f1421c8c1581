import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routable-view-not-a-view`: ZIKRouter's view routes make views and view controllers only.
struct RoutableViewNotAViewRuleTests {
    let rule = RoutableViewNotAViewRule()

    /// The launch check looks at responders that adopt `ZIKRoutableView` themselves: a coordinator
    /// on `UIResponder` is reported, a view controller through a user base class and ZIKRouter's
    /// platform macro is not, and a plain `NSObject` is left to the other rules.
    @Test func respondersAdoptingTheProtocolMustBeViewsOrViewControllers() {
        let source = """
            import UIKit
            import ZIKRouter

            class AppBaseViewController: XXViewController {}
            final class ProfileViewController: AppBaseViewController, ZIKRoutableView {}
            final class BadgeView: UIControl, ZIKRoutableView {}
            final class AppCoordinator: UIResponder, ZIKRoutableView {}
            final class SessionStore: NSObject {}
            extension SessionStore: ZIKRoutableView {}
            """
        #expect(
            CheckSnippet.findings(rule, source) == [
                "7:13: AppCoordinator adopts ZIKRoutableView but is a UIResponder subclass, not a view or view controller; ZIKRouter asserts when registration finishes in debug builds"
            ])
        // A chain that leaves the scanned sources: a note that names where.
        let unknown = CheckSnippet.findings(
            rule, "final class ChatViewController: MessagesViewController, ZIKRoutableView {}")
        #expect(unknown.count == 1)
        #expect(
            unknown.first?.contains(
                "routegen cannot decide whether ChatViewController, which adopts ZIKRoutableView, is a view or view controller"
            ) == true, "\(unknown)")
    }

    /// A framework view class made routable by a category, as an alert module does for
    /// `UIAlertView`: a view without any declaration in the scanned sources.
    @Test func frameworkViewClassesNeedNoDeclaration() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/AlertKit/AppCompatibleAlert.m",
                    """
                    @interface UIAlertView (AppCompatibleAlert) <ZIKRoutableView>
                    @end
                    @implementation UIAlertView (AppCompatibleAlert)
                    @end
                    @interface NSApplication (AppRoutable) <ZIKRoutableView>
                    @end
                    """
                )
            ])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("5:") == true, "\(found)")
    }

    @Test func registerViewOfAnythingButAViewIsReportedInBothLanguages() throws {
        let swift = CheckSnippet.findings(
            rule,
            """
            final class SessionStore: NSObject {}
            final class SessionViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(SessionStore.self)
                }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? { SessionStore() }
            }
            """)
        #expect(
            swift == [
                "4:9: view class SessionStore, registered by router SessionViewRouter, is a NSObject subclass, not a view or view controller; `registerView:` asserts on it"
            ])
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/WindowRouter.h",
            """
            #import <AppKit/AppKit.h>
            #import <ZIKRouter/ZIKRouter.h>

            @interface PreferencesWindowController : NSWindowController
            @end

            @interface PreferencesViewController : NSViewController <ZIKRoutableView>
            @end

            @interface PreferencesViewRouter : ZIKViewRouter
            @end
            """)
        try folder.write(
            "App/WindowRouter.m",
            """
            #import "WindowRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation PreferencesViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[PreferencesViewController class]];
                [self registerExclusiveView:[PreferencesWindowController class]];
            }
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [[PreferencesViewController alloc] init];
            }
            @end
            """)
        let result = Pipeline.run(Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig()))
        let objc = Checker.run(CheckContext(graph: result.graph), rules: [rule]).map {
            "\(($0.location!.file as NSString).lastPathComponent):\($0.location!.line): \($0.message)"
        }
        #expect(
            objc == [
                "WindowRouter.m:7: view class PreferencesWindowController, registered by router PreferencesViewRouter, is a NSWindowController subclass, not a view or view controller; `registerView:` asserts on it"
            ])
    }
}
