import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct UnregisteredRoutableClassRuleTests {
    let rule = UnregisteredRoutableClassRule()

    /// A `forMaking…` registration registers the class it makes, as ZIKRouter's launch check
    /// counts it; only one whose class is not a literal may make any class, and silences the rule.
    @Test func aForMakingRegistrationRegistersTheClassItMakes() {
        let source = """
            final class OrphanVC: UIViewController, ZIKRoutableView {}
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(OtherVC.self) }
            }
            """
        #expect(CheckSnippet.findings(rule, source).map { String($0.prefix(4)) } == ["1:13"])
        func withAdapter(_ made: String) -> String {
            source + """

                final class Adapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        ZIKAnyViewRouter.register(RoutableView<OrphanInput>(), forMakingView: \(made))
                    }
                }
                """
        }
        #expect(
            CheckSnippet.findings(rule, withAdapter("SomeVC.self")).map { String($0.prefix(4)) } == ["1:13"],
            "another class is made")
        #expect(CheckSnippet.findings(rule, withAdapter("OrphanVC.self")).isEmpty, "the class is made")
        #expect(CheckSnippet.findings(rule, withAdapter("madeClass")).isEmpty, "any class may be made")
        // The same in Objective-C.
        let header = """
            @protocol ClockInput <ZIKServiceRoutable>
            @end
            @interface Clock : NSObject <ClockInput, ZIKRoutableService>
            @end
            @interface OrderHistoryStore : NSObject <ZIKRoutableService>
            @end
            @interface AppAdapter : ZIKServiceRouteAdapter
            @end
            """
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/Stores.h", header),
                (
                    "Sources/App/Stores.m",
                    """
                    #import "Stores.h"
                    @implementation AppAdapter
                    + (void)registerRoutableDestination {
                        [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockInput) forMakingService:[Clock class]];
                    }
                    @end
                    """
                ),
            ])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5:12: OrderHistoryStore adopts ZIKRoutableService") == true, "\(found)")
    }

    @Test func moduleQualifiedNamesMeetBareOnes() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/LoginKit/LoginViewController.swift",
                    "public final class LoginViewController: UIViewController {}"
                ),
                (
                    "Sources/App/Routable.swift",
                    "extension LoginKit.LoginViewController: ZIKRoutableView {}\nextension LoginKit.SignupViewController: ZIKRoutableView {}"
                ),
                (
                    "Sources/App/LoginViewRouter.swift",
                    """
                    final class LoginViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() { registerView(LoginViewController.self) }
                    }
                    """
                ),
            ])
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("2:11: LoginKit.SignupViewController adopts ZIKRoutableView") == true, "\(found)")
    }

    /// ZIKRouter's launch check looks for routable views among `UIResponder` / `NSResponder`
    /// subclasses only: a view class known to be no responder is never listed, so nothing asserts and
    /// it is a note. Services are looked for among all classes.
    @Test func viewClassesThatAreNoRespondersAreNotes() {
        func named(_ found: [Diagnostic]) -> [String] {
            found.map { "\($0.severity): " + String($0.message.prefix { $0 != " " }) }
        }
        let expected = [
            "note: PriceFormatter", "error: OrphanViewController", "error: WindowCoordinator", "error: PriceService",
        ]
        func run(_ files: [(String, String)]) -> [Diagnostic] {
            Checker.run(CheckContext(graph: Snippet.graph(files)), rules: [rule]).filter { $0.rule == rule.id }
        }
        let swift = """
            import UIKit
            import ZIKRouter

            final class PriceFormatter: NSObject, ZIKRoutableView {}
            final class OrphanViewController: UIViewController, ZIKRoutableView {}
            final class WindowCoordinator: UIResponder, ZIKRoutableView {}
            final class PriceService: NSObject, ZIKRoutableService {}
            """
        #expect(named(run([("Sources/App/Snippet.swift", swift)])) == expected)
        let objc = [
            (
                "Sources/App/Orphans.h",
                """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface PriceFormatter : NSObject <ZIKRoutableView>
                @end
                @interface OrphanViewController : UIViewController <ZIKRoutableView>
                @end
                @interface WindowCoordinator : UIResponder <ZIKRoutableView>
                @end
                @interface PriceService : NSObject <ZIKRoutableService>
                @end
                """
            ),
            (
                "Sources/App/Orphans.m",
                """
                #import "Orphans.h"
                @implementation PriceFormatter
                @end
                @implementation OrphanViewController
                @end
                @implementation WindowCoordinator
                @end
                @implementation PriceService
                @end
                """
            ),
        ]
        #expect(named(run(objc)) == expected)
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
