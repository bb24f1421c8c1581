import Testing
@testable import RouteGenCore

struct UnregisteredRoutableClassRuleTests {
    let rule = UnregisteredRoutableClassRule()

    @Test func aForMakingRegistrationMakesItUnknown() {
        let source = """
        final class OrphanVC: UIViewController, ZIKRoutableView {}
        final class R: ZIKAnyViewRouter {
            override class func registerRoutableDestination() { registerView(OtherVC.self) }
        }
        """
        #expect(CheckSnippet.findings(rule, source).map { String($0.prefix(4)) } == ["1:13"])
        #expect(CheckSnippet.findings(rule, source + """

        final class Adapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                ZIKAnyViewRouter.register(RoutableView<OrphanInput>(), forMakingView: SomeVC.self)
            }
        }
        """).isEmpty)
    }

    @Test func moduleQualifiedNamesMeetBareOnes() {
        let found = CheckSnippet.findings(rule, [
            ("Sources/LoginKit/LoginViewController.swift", "public final class LoginViewController: UIViewController {}"),
            ("Sources/App/Routable.swift", "extension LoginKit.LoginViewController: ZIKRoutableView {}\nextension LoginKit.SignupViewController: ZIKRoutableView {}"),
            ("Sources/App/LoginViewRouter.swift", """
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(LoginViewController.self) }
            }
            """),
        ])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("2:11: LoginKit.SignupViewController adopts ZIKRoutableView") == true, "\(found)")
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
