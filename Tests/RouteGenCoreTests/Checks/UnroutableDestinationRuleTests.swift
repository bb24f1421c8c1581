import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct UnroutableDestinationRuleTests {
    let rule = UnroutableDestinationRule()

    @Test func routabilityIsInheritedAndComesFromCategoriesOfFrameworkClassesToo() {
        let router = """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(AboutVC.self) }
            }
            """
        #expect(CheckSnippet.findings(rule, router + "\nfinal class AboutVC: UIViewController {}").count == 1)
        #expect(
            CheckSnippet.findings(
                rule, router + "\nclass Base: UIViewController, ZIKRoutableView {}\nfinal class AboutVC: Base {}"
            ).isEmpty)
        #expect(
            CheckSnippet.findings(
                rule,
                router + "\nextension UIViewController: ZIKRoutableView {}\nfinal class AboutVC: UIViewController {}"
            ).isEmpty)
        // Unknown, so notes that say why: an unscanned superclass, an undeclared class (ZIKRoutableView
        // is ZIKRouter's, which unscanned code can adopt).
        #expect(CheckSnippet.decided(rule, router + "\nfinal class AboutVC: MessagesViewController {}").isEmpty)
        #expect(CheckSnippet.decided(rule, router).isEmpty)
        #expect(
            CheckSnippet.findings(rule, router) == [
                "2:57: routegen cannot decide whether view class AboutVC, registered by router R, adopts ZIKRoutableView: AboutVC is declared in no scanned file"
            ])
    }

    /// A macro can add a conformance that no declaration shows: a Swift attached or freestanding
    /// macro. The class is then unknown and never reported; attributes that are not macros change
    /// nothing.
    @Test func aSwiftMacroThatMayAddTheConformanceMakesItUnknown() {
        let router = """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(AboutVC.self) }
            }
            """
        #expect(
            CheckSnippet.decided(rule, router + "\n@RoutableScreen final class AboutVC: UIViewController {}").isEmpty)
        #expect(
            CheckSnippet.decided(
                rule, router + "\nfinal class AboutVC: UIViewController {}\n@RoutableScreen extension AboutVC {}"
            ).isEmpty)
        #expect(
            CheckSnippet.decided(
                rule, router + "\nfinal class AboutVC: UIViewController {}\n#routableView(AboutVC.self)"
            ).isEmpty)
        #expect(
            CheckSnippet.findings(rule, router + "\n@objc @MainActor final class AboutVC: UIViewController {}").count
                == 1)
    }

    /// A team's wrapper of `DeclareRoutableView`, used in a file with no ZIKRouter spelling: the
    /// class is unknown with and without the pre-filter, and reported in both once the line goes.
    @Test func anObjectiveCWrapperMacroInAMarkerFreeFileMakesItUnknown() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/AboutViewRouter.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "AboutViewController.h"

            @interface AboutViewRouter : ZIKViewRouter<AboutViewController *, ZIKViewRouteConfiguration *>
            @end
            """)
        try folder.write(
            "App/AboutViewRouter.m",
            """
            #import "AboutViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation AboutViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[AboutViewController class]];
            }
            @end
            """)
        try folder.write(
            "App/AboutViewController.h",
            """
            #import <UIKit/UIKit.h>

            @interface AboutViewController : UIViewController
            @end
            """)
        let routability = """
            #import <AppFoundation/AppRoutingMacros.h>
            #import "AboutViewController.h"

            APP_ROUTABLE_VIEW(AboutViewController)

            """
        for (text, expected) in [(routability, 0), ("#import \"AboutViewController.h\"\n", 1)] {
            try folder.write("App/AppRoutability.m", text)
            for prefilter in [true, false] {
                let result = Pipeline.run(
                    Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig(), prefilter: prefilter))
                let findings = Checker.run(CheckContext(graph: result.graph, config: RouteGenConfig()), rules: [rule])
                    .filter { $0.rule == rule.id && $0.severity != .note }
                #expect(findings.count == expected, "prefilter \(prefilter): \(findings.map(\.message))")
            }
        }
    }

    /// Every `forMaking…` form hands ZIKRouter its class as a destination class; one that is not
    /// a literal is not read.
    @Test func theClassesThatForMakingRegistrationsMakeAreChecked() {
        let registration = """
            final class AppRouteRegistration: ZIKViewRouteAdapter {
                static var settingsScreen: AnyClass = SettingsViewController.self

                override class func registerRoutableDestination() {
                    register(RoutableView<SettingsViewInput>(), forMakingView: SettingsViewController.self)
                    ZIKAnyViewRouter.registerIdentifier("settings", forMakingView: settingsScreen)
                    register(RoutableViewModule<SettingsModuleInput>(), forMakingView: SettingsViewController.self) {
                        SettingsModuleConfiguration()
                    }
                }
            }
            """
        let screen = """

            protocol SettingsViewInput: AnyObject {}
            final class SettingsViewController: AppViewController, SettingsViewInput {}
            """
        let found = CheckSnippet.decided(rule, registration + screen + "\nclass AppViewController: UIViewController {}")
        #expect(found.map { String($0.prefix(4)) } == ["5:9:", "7:9:"])
        #expect(
            found.first?.contains(
                "view class SettingsViewController is made by a `forMaking…` registration in AppRouteRegistration but is not routable"
            ) == true)
        #expect(
            CheckSnippet.findings(
                rule,
                registration + screen
                    + "\nclass AppViewController: UIViewController {}\nextension AppViewController: ZIKRoutableView {}"
            ).isEmpty)
        // Declared nowhere: a note for each literal.
        #expect(CheckSnippet.decided(rule, registration).isEmpty)
        #expect(CheckSnippet.findings(rule, registration).count == 2)
    }

    /// Swift: `routersToClass` asks ZIKRouter to assert that the class is routable, for the registry
    /// the receiver names; a class behind a typealias is the class; a class in a variable is not read.
    @Test func swiftRoutersToClassRequestsAreCheckedLikeRegisteredClasses() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            typealias ExternalScreen = HelpViewController

            final class HelpViewController: AppViewController {}
            final class ReceiptPrinter: NSObject, ZIKRoutableView {}
            final class FAQViewController: AppViewController {}
            extension FAQViewController: ZIKRoutableView {}

            final class HelpCenter {
                func prepare(_ external: UIViewController) {
                    #if DEBUG
                    _ = ZIKAnyViewRouter.routersToClass(ExternalScreen.self)
                    #endif
                    _ = ZIKAnyServiceRouter.routersToClass(ReceiptPrinter.self)
                    _ = ZIKAnyViewRouter.routersToClass(FAQViewController.self)
                    _ = ZIKAnyViewRouter.routersToClass(type(of: external))
                    _ = ZIKAnyViewRouter.routersToClass(ArticleViewController.self)
                }
            }
            """
        let found = CheckSnippet.findings(rule, source + "\nclass AppViewController: UIViewController {}")
        #expect(
            found == [
                "15:13: view class HelpViewController is requested by `ZIKAnyViewRouter.routersToClass` but is not routable: nothing in its class chain adopts ZIKRoutableView (add `extension HelpViewController: ZIKRoutableView {}`, or ask for the routers of a routable class); ZIKRouter asserts when the request runs in debug builds",
                "17:13: service class ReceiptPrinter is requested by `ZIKAnyServiceRouter.routersToClass` but is not routable: nothing in its class chain adopts ZIKRoutableService (add `extension ReceiptPrinter: ZIKRoutableService {}`, or ask for the routers of a routable class); ZIKRouter asserts when the request runs in debug builds",
                "20:13: routegen cannot decide whether view class ArticleViewController, requested by `ZIKAnyViewRouter.routersToClass`, adopts ZIKRoutableView: ArticleViewController is declared in no scanned file",
            ], "\(found)")
        // The view classes' superclass leaves the scanned sources: undecided, so notes.
        #expect(CheckSnippet.decided(rule, source).map { String($0.prefix(6)) } == ["17:13:"])
    }

    /// Objective-C: both spellings of the block getter, under `#if`, with the platform macro as
    /// superclass; `[destination class]` is a run-time value and routable classes are accepted.
    @Test func objectiveCRoutersToClassRequestsAreCheckedLikeRegisteredClasses() {
        let header = """
            #import <ZIKRouter/ZIKRouter.h>

            @interface HelpViewController : XXViewController
            @end

            @interface FAQViewController : XXViewController <ZIKRoutableView>
            @end

            @interface ReceiptPrinter : NSObject <ZIKRoutableView>
            @end
            """
        let implementation = """
            #import "HelpCenter.h"

            @implementation HelpCenter
            - (void)prepareExternal:(UIViewController *)destination {
            #if DEBUG
                NSArray *help = ZIKViewRouter.routersToClass([HelpViewController class]);
            #endif
                NSArray *printers = [ZIKAnyServiceRouter routersToClass]([ReceiptPrinter class]);
                NSArray *faq = ZIKAnyViewRouter.routersToClass(FAQViewController.class);
                NSArray *external = ZIKViewRouter.routersToClass([destination class]);
            }
            @end
            """
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AppScreens.h", header),
                ("Sources/App/HelpCenter.h", "#import \"AppScreens.h\"\n@interface HelpCenter : NSObject\n@end\n"),
                ("Sources/App/HelpCenter.m", implementation),
            ])
        #expect(
            found == [
                "6:35: view class HelpViewController is requested by `ZIKViewRouter.routersToClass` but is not routable: nothing in its class chain adopts ZIKRoutableView (add `DeclareRoutableView(HelpViewController, …)`, or ask for the routers of a routable class); ZIKRouter asserts when the request runs in debug builds",
                "8:46: service class ReceiptPrinter is requested by `ZIKAnyServiceRouter.routersToClass` but is not routable: nothing in its class chain adopts ZIKRoutableService (add `DeclareRoutableService(ReceiptPrinter, …)`, or ask for the routers of a routable class); ZIKRouter asserts when the request runs in debug builds",
            ], "\(found)")
    }

    /// A file whose only route fact is the request gets past the pre-filter, and ZIKRouter returns
    /// an empty array for a class no router registers, so `unregistered-route` says nothing.
    @Test func aFileHoldingOnlyTheRequestIsReadAndAnUnregisteredClassIsNoLookupError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/HelpViewController.h",
            """
            #import <UIKit/UIKit.h>

            @interface HelpViewController : UIViewController
            @end

            @interface FAQViewController : UIViewController
            @end
            """)
        try folder.write(
            "App/FAQRouting.m",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "HelpViewController.h"

            DeclareRoutableView(FAQViewController, FAQViewRouter)
            """)
        try folder.write(
            "App/HelpCenter.m",
            """
            #import "HelpCenter.h"
            #import "HelpViewController.h"

            @implementation HelpCenter
            - (NSArray *)routers {
                return [ZIKViewRouter.routersToClass([HelpViewController class]) arrayByAddingObjectsFromArray:ZIKViewRouter.routersToClass([FAQViewController class])];
            }
            @end
            """)
        for prefilter in [true, false] {
            let result = Pipeline.run(
                Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig(), prefilter: prefilter))
            let context = CheckContext(graph: result.graph, config: RouteGenConfig())
            let findings = Checker.run(context, rules: [rule, UnregisteredRouteRule()])
                .filter { $0.rule == rule.id || $0.rule == UnregisteredRouteRule.description.id }
            #expect(
                findings.map { "\($0.rule ?? "") \($0.location?.line ?? 0) \($0.severity)" } == [
                    "unroutable-destination 6 error"
                ], "prefilter \(prefilter): \(findings.map(\.message))")
        }
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
