import Testing
@testable import RouteGenCore

struct DuplicateProtocolRuleTests {
    let rule = DuplicateProtocolRule()

    @Test func swiftTwoRoutersAreReportedAtBothRegistrationsNamingEachOther() {
        let found = CheckSnippet.findings(rule, [
            ("Sources/App/A.swift", "final class ARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }"),
            ("Sources/App/B.swift", "final class BRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }"),
        ])
        #expect(found == [
            "1:93: view protocol Home is registered by router ARouter and also by router BRouter (B.swift); ZIKRouter asserts on the second registration",
            "1:93: view protocol Home is registered by router BRouter and also by router ARouter (A.swift); ZIKRouter asserts on the second registration",
        ])
    }

    @Test func swiftAdapterForARoutedProtocolAndForMakingConflicts() {
        let found = CheckSnippet.findings(rule, """
        final class HomeRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }
        final class Adapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableView<Home>(), forAdaptee: RoutableView<Other>())
                ZIKAnyViewRouter.register(RoutableView<Home>(), forMakingView: HomeViewController.self)
            }
        }
        """)
        #expect(found.count == 3)
        #expect(found.contains { $0.hasPrefix("4:9: view protocol Home is adapted by adapter Adapter and also by router HomeRouter (Snippet.swift) and a `forMaking…` registration in Adapter (Snippet.swift)") })
    }

    @Test func swiftProtocolRegisteredTwiceBySameRouterAndViewVersusModuleKeys() {
        let found = CheckSnippet.findings(rule, """
        final class HomeRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                register(RoutableView<Home>())
                register(RoutableView<Home>())
                register(RoutableViewModule<Home>())
            }
        }
        """)
        // A Swift protocol twice traps even from one router; the module key is a different map.
        #expect(found.map { String($0.prefix(5)) } == ["3:9: ", "4:9: "])
    }

    @Test func routersThatNeverRunDoNotConflict() {
        let found = CheckSnippet.findings(rule, """
        class Base: ZIKAnyViewRouter {
            override class func isAbstractRouter() -> Bool { true }
            override class func registerRoutableDestination() { register(RoutableView<Home>()) }
        }
        final class HomeRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }
        """)
        #expect(found.isEmpty)
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
