import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct AdapterCycleRuleTests {
    let rule = AdapterCycleRule()

    @Test func swiftThreeAdapterLoopIsReportedAtEachMemberOnly() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class Adapter: ZIKServiceRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableService<Entry>(), forAdaptee: RoutableService<A>())
                    register(adapter: RoutableService<A>(), forAdaptee: RoutableService<B>())
                    register(adapter: RoutableService<B>(), forAdaptee: RoutableService<C>())
                    register(adapter: RoutableService<C>(), forAdaptee: RoutableService<A>())
                }
            }
            """)
        #expect(
            found == [
                "4:9: service protocol A is adapted by adapter Adapter into a loop: A → B → C → A",
                "5:9: service protocol B is adapted by adapter Adapter into a loop: B → C → A → B",
                "6:9: service protocol C is adapted by adapter Adapter into a loop: C → A → B → C",
            ])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
