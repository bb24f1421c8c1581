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

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
