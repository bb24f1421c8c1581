import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct DuplicateProtocolRuleTests {
    let rule = DuplicateProtocolRule()

    @Test func swiftTwoRoutersAreReportedAtBothRegistrationsNamingEachOther() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/A.swift",
                    "final class ARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }"
                ),
                (
                    "Sources/App/B.swift",
                    "final class BRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }"
                ),
            ])
        #expect(
            found == [
                "1:93: view protocol Home is registered by router ARouter and also by router BRouter (B.swift); ZIKRouter asserts on the second registration",
                "1:93: view protocol Home is registered by router BRouter and also by router ARouter (A.swift); ZIKRouter asserts on the second registration",
            ])
    }

    @Test func swiftAdapterForARoutedProtocolAndForMakingConflicts() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class HomeRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<Home>()) } }
            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<Home>(), forAdaptee: RoutableView<Other>())
                    ZIKAnyViewRouter.register(RoutableView<Home>(), forMakingView: HomeViewController.self)
                }
            }
            """)
        #expect(found.count == 3)
        #expect(
            found.contains {
                $0.hasPrefix(
                    "4:9: view protocol Home is adapted by adapter Adapter and also by router HomeRouter (Snippet.swift) and a `forMaking…` registration in Adapter (Snippet.swift)"
                )
            })
    }

    @Test func swiftProtocolRegisteredTwiceBySameRouterAndViewVersusModuleKeys() {
        let found = CheckSnippet.findings(
            rule,
            """
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

    /// ZIKRouter 1.1.1 keeps `forMaking…` registrations in factory maps that routers, block routes
    /// and adapters never check: nothing asserts, and the lookup (routes first, then factories,
    /// then adapters) never uses the loser. Two `forMaking…` registrations do assert.
    @Test func forMakingAgainstARouteNamesTheRegistrationThatIsNeverUsed() {
        let header = """
            #import <ZIKRouter/ZIKServiceRouter.h>
            @protocol FlagsInput <ZIKServiceRoutable>
            @end
            @interface Flags : NSObject <FlagsInput, ZIKRoutableService>
            @end
            @interface AppAdapter : ZIKServiceRouteAdapter
            @end
            """
        let shadowed = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/Flags.h", header),
                (
                    "Sources/App/Flags.m",
                    """
                    #import "Flags.h"
                    @implementation AppAdapter
                    + (void)registerRoutableDestination {
                        [ZIKServiceRoute makeRouteWithDestination:[Flags class] makeDestination:^id(ZIKPerformRouteConfig *config, ZIKRouter *router) { return [Flags new]; }]
                            .registerDestinationProtocol(ZIKRoutable(FlagsInput));
                        [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(FlagsInput) forMakingService:[Flags class]];
                    }
                    @end
                    """
                ),
            ])
        #expect(shadowed.count == 2)
        #expect(
            shadowed.allSatisfy {
                $0.hasSuffix(
                    "ZIKRouter does not assert, but a lookup tries routers and block routes, then `forMaking…` registrations, then adapters, so a `forMaking…` registration in AppAdapter (Flags.m) is never used"
                )
            }, "\(shadowed)")

        let twice = CheckSnippet.findings(
            rule,
            [
                ("Sources/App/Flags.h", header),
                (
                    "Sources/App/Flags.m",
                    """
                    #import "Flags.h"
                    @implementation AppAdapter
                    + (void)registerRoutableDestination {
                        [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(FlagsInput) forMakingService:[Flags class]];
                        [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(FlagsInput) forMakingService:[Flags class]];
                    }
                    @end
                    """
                ),
            ])
        #expect(twice.count == 2)
        #expect(twice.allSatisfy { $0.hasSuffix("ZIKRouter asserts on the second registration") }, "\(twice)")
    }

    @Test func routersThatNeverRunDoNotConflict() {
        let found = CheckSnippet.findings(
            rule,
            """
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
