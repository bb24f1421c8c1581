import Testing
@testable import RouteGenCore

struct DanglingAdapterRuleTests {
    let rule = DanglingAdapterRule()

    @Test func swiftOnlyTheLastHopIsReported() {
        let found = CheckSnippet.findings(rule, """
        final class Adapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableViewModule<A>(), forAdaptee: RoutableViewModule<B>())
                register(adapter: RoutableViewModule<B>(), forAdaptee: RoutableViewModule<C>())
            }
        }
        final class CRouter: ZIKAnyViewRouter {
            // A view protocol C does not answer a view-module lookup.
            override class func registerRoutableDestination() { register(RoutableView<C>()) }
        }
        """)
        #expect(found == ["4:9: view module protocol B is adapted by adapter Adapter to C, which is not registered: no router, adapter, `forMaking…` registration or block route registers it"])
    }

    @Test func swiftAdapteeRegisteredOnlyByAnAbstractRouterDangles() {
        let found = CheckSnippet.findings(rule, """
        final class Adapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() { register(adapter: RoutableView<A>(), forAdaptee: RoutableView<B>()) }
        }
        class Base: ZIKAnyViewRouter {
            override class func isAbstractRouter() -> Bool { return self == Base.self }
            override class func registerRoutableDestination() { register(RoutableView<B>()) }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.contains("only router Base registers it, from the `registerRoutableDestination` of Base, which is not registered: abstract") == true)
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
