import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct ExclusiveConflictRuleTests {
    let rule = ExclusiveConflictRule()

    @Test func swiftExclusiveTwiceBySameRouterAndBlockRoutes() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class LoginRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerExclusiveView(LoginVC.self)
                    registerExclusiveView(LoginVC.self)
                }
            }
            final class Routes: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    ZIKViewRoute<MaintenanceVC, ViewRouteConfig>.make(withExclusiveDestination: MaintenanceVC.self, makeDestination: { _, _ in nil })
                }
            }
            final class MaintenanceRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(MaintenanceVC.self) }
            }
            """)
        #expect(found.map { String($0.prefix(5)) } == ["3:9: ", "4:9: ", "9:54:", "13:57"])
        #expect(
            found.last?.contains(
                "class MaintenanceVC is registered (shared) by router MaintenanceRouter and also by a block route made in Routes"
            ) == true)
    }

    @Test func swiftViewAndServiceRegistriesAreSeparate() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class V: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerExclusiveView(Thing.self) } }
            final class S: ZIKAnyServiceRouter { override class func registerRoutableDestination() { registerService(Thing.self) } }
            """)
        #expect(found.isEmpty)
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
