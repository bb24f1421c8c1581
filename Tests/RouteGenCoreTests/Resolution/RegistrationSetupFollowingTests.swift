import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Registrations made by the code that sets manual registration up (a hand-written registry that
/// switches `autoRegister` off, calls routers' `registerRoutableDestination` and finishes
/// registration): ZIKRouter accepts them until registration finishes, so routegen follows them
/// there, as it follows a register body's helpers. In the shapes of ZIKRouter's own test bundles.
struct RegistrationSetupFollowingTests {
    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @protocol AServiceInput <ZIKServiceRoutable>
        @property (nonatomic, copy, nullable) NSString *title;
        @end

        @interface AService : NSObject <AServiceInput, ZIKRoutableService>
        @end

        @interface AServiceRouter : ZIKServiceRouter
        @end

        @interface TestRouteRegistry : NSObject
        @end
        """

    static func objcRegistry(after: String = "") -> String {
        """
        #import "TestRouteRegistry.h"
        @import ZIKRouter.Internal;

        @implementation AService
        @synthesize title;
        @end

        @implementation AServiceRouter
        + (void)registerRoutableDestination {
            [self registerService:[AService class]];
        }
        - (id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
            return [AService new];
        }
        @end

        @implementation TestRouteRegistry

        + (void)load {
            ZIKRouteRegistry.autoRegister = NO;
            [self registerServiceRouter];
            [ZIKRouteRegistry notifyRegistrationFinished];
        \(after)
        }

        + (void)registerServiceRouter {
            [AServiceRouter registerRoutableDestination];

            ZIKDestinationServiceRoute(id<AServiceInput>) *route;
            route = [ZIKDestinationServiceRoute(id<AServiceInput>)
                     makeRouteWithDestination:[AService class]
                     makeDestination:^id<AServiceInput> _Nullable(ZIKPerformRouteConfig * _Nonnull config, ZIKRouter * _Nonnull router) {
                         return [[AService alloc] init];
                     }];
            route.name = @"Route for AService<AServiceInput>";
            route
            .registerDestinationProtocol(ZIKRoutable(AServiceInput))
            .prepareDestination(^(id<AServiceInput> destination, ZIKPerformRouteConfig *config, ZIKServiceRouter *router) {
            });
        }

        \(after.isEmpty ? "" : Self.lateRoute)
        @end
        """
    }

    /// A helper that creates a block route.
    static let lateRoute = """
        + (void)registerLateRoute {
            [ZIKDestinationServiceRoute(id<AServiceInput>) makeRouteWithDestination:[AService class] makeDestination:^id _Nullable(ZIKPerformRouteConfig *config, ZIKRouter *router) {
                return [AService new];
            }].registerIdentifier(@"late");
        }
        """

    private static func objcGraph(after: String = "") -> RouteGraph {
        Snippet.graph([
            ("ZIKRouterTests/TestRouters/TestRouteRegistry.h", objcHeader),
            ("ZIKRouterTests/TestRouters/TestRouteRegistry.m", objcRegistry(after: after)),
        ])
    }

    /// The block route a `+load` registry creates through its helper, before it finishes
    /// registration, is registered: no warning, and the protocol counts.
    @Test func objcBlockRouteOfTheRegistrySetup() {
        let graph = Self.objcGraph()
        #expect(!graph.diagnostics.contains { $0.rule == "registration-outside-register" }, "\(graph.diagnostics)")
        #expect(!graph.diagnostics.contains { $0.rule == "unknown-registration-owner" }, "\(graph.diagnostics)")
        #expect(
            graph.unattributedRegistrations.map { "\($0.kind.rawValue) \($0.key)" } == [
                "service AService", "serviceProtocol AServiceInput",
            ])
    }

    /// A helper the setup calls after finishing registration registers too late: ZIKRouter asserts.
    @Test func objcRegistrationAfterTheFinishIsWarnedAbout() {
        let graph = Self.objcGraph(after: "    [self registerLateRoute];")
        let late = graph.diagnostics.filter { $0.rule == "registration-outside-register" }
        #expect(late.count == 2, "\(late)")
        #expect(
            late.contains {
                $0.message.hasPrefix(
                    "`identifier late` is registered after `notifyRegistrationFinished` at TestRouteRegistry.m:22 finished registration"
                )
            }, "\(late)")
        #expect(!graph.unattributedRegistrations.contains { $0.key == "late" })
    }

    /// ZRouter's test bundle: a static property's closure, run once, sets the registry up.
    @Test func swiftStaticPropertyClosureSetsTheRegistryUp() {
        let source = """
            import Foundation
            import ZRouter
            import ZIKRouter.Internal

            protocol AServiceInput: class {
                var title: String? { get set }
            }
            extension RoutableService where Protocol == AServiceInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            class AService: ZIKRoutableService, AServiceInput {
                var title: String?
            }
            class AServiceRouter: ZIKServiceRouter<AnyObject, PerformRouteConfig> {
                override class func registerRoutableDestination() {
                    registerService(AService.self)
                }
                override func destination(with configuration: PerformRouteConfig) -> AnyObject? {
                    return AService()
                }
            }

            class TestRouteRegistry {
                static var registerRoutes: () = {
                    ZIKRouteRegistry.autoRegister = false

                    registerServiceRouter()

                    ZIKRouteRegistry.notifyRegistrationFinished()
                }()

                class func setUp() {
                    _ = self.registerRoutes
                }

                class func registerServiceRouter() {
                    AServiceRouter.registerRoutableDestination()

                    let route = ZIKServiceRoute<AService, PerformRouteConfig>
                        .make(withDestination: AService.self, makeDestination: { (config, router) -> AService? in
                            return AService()
                        })
                    if TEST_BLOCK_ROUTE {
                        _ = route.register(RoutableService<AServiceInput>())
                    }
                }
            }
            """
        let facts = Snippet.facts(source, path: "ZRouterTests/TestRouteRegistry.swift")
        #expect(
            facts.registrySetupCalls.map { "\($0.kind) \($0.function ?? "-") \($0.nested)" } == [
                "autoRegisterOff TestRouteRegistry.registerRoutes false",
                "notifyRegistrationFinished TestRouteRegistry.registerRoutes false",
            ])
        let graph = Snippet.graph([("ZRouterTests/TestRouteRegistry.swift", source)])
        #expect(!graph.diagnostics.contains { $0.rule == "registration-outside-register" }, "\(graph.diagnostics)")
        #expect(
            graph.unattributedRegistrations.map { "\($0.kind.rawValue) \($0.key)" }.sorted() == [
                "service AService", "serviceProtocol AServiceInput",
            ])
    }

    /// ZIKViewRouterTests: an adapter's register body calls a class method of a registry class that
    /// creates a block route. The route registers with itself, whoever `self` is in the helper: it
    /// runs with the adapter, and no router is asked to own it.
    @Test func blockRouteOfAHelperOnAnotherClassRunsWithTheCaller() {
        let header = """
            #import <ZIKRouter/ZIKRouter.h>

            @protocol AViewInput <ZIKViewRoutable>
            @end

            @interface AViewController : XXViewController <AViewInput, ZIKRoutableView>
            @end

            @interface TestRouteRegistry : NSObject
            @end
            """
        let implementation = """
            #import "TestRouteRegistry.h"

            @interface TestBlockRouteRegistry: ZIKViewRouteAdapter
            @end

            @implementation AViewController
            @end

            @implementation TestRouteRegistry
            + (void)registerViewRoute {
                ZIKDestinationViewRoute(id<AViewInput>) *route;
                route = [ZIKDestinationViewRoute(id<AViewInput>)
                         makeRouteWithDestination:[AViewController class]
                         makeDestination:^id<AViewInput> _Nullable(ZIKViewRouteConfig * _Nonnull config, ZIKRouter * _Nonnull router) {
                             return [[AViewController alloc] init];
                         }];
                route.registerDestinationProtocol(ZIKRoutable(AViewInput));
            }
            @end

            @implementation TestBlockRouteRegistry
            + (void)registerRoutableDestination {
                [TestRouteRegistry registerViewRoute];
            }
            @end
            """
        let graph = Snippet.graph([
            ("Demo/ZIKViewRouterTests/TestRouters/TestRouteRegistry.h", header),
            ("Demo/ZIKViewRouterTests/TestRouters/TestRouteRegistry.m", implementation),
        ])
        #expect(!graph.diagnostics.contains { $0.rule == "unknown-registration-owner" }, "\(graph.diagnostics)")
        #expect(
            Snippet.registrations(of: "TestBlockRouteRegistry", in: graph) == [
                "view AViewController (blockRoute)", "viewProtocol AViewInput (blockRoute)",
            ])
    }

    /// The same in Swift: `TestRouteRegistry.registerViewRoute()` from an adapter's body.
    @Test func swiftBlockRouteOfAHelperOnAnotherClassRunsWithTheCaller() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol AViewInput: AnyObject {}
            extension RoutableView where Protocol == AViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            class AViewController: UIViewController, ZIKRoutableView, AViewInput {}

            class TestRouteRegistry {
                static func registerViewRoute() {
                    let route = ZIKViewRoute<AViewController, ViewRouteConfig>
                        .make(withDestination: AViewController.self, makeDestination: { config, router in
                            return AViewController()
                        })
                    _ = route.register(RoutableView<AViewInput>())
                }
            }

            class TestBlockRouteRegistry: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    TestRouteRegistry.registerViewRoute()
                }
            }
            """
        let graph = Snippet.graph([("Demo/ZIKViewRouterTests/TestRouteRegistry.swift", source)])
        #expect(!graph.diagnostics.contains { $0.rule == "unknown-registration-owner" }, "\(graph.diagnostics)")
        #expect(
            Snippet.registrations(of: "TestBlockRouteRegistry", in: graph) == [
                "view AViewController (blockRoute)", "viewProtocol AViewInput (blockRoute)",
            ])
    }

    /// ZIKRouter's URL router is an object with its own `registerURLPattern:`; a message to it
    /// (an instance variable, a variable) is not a route registration, in either language.
    @Test func urlRouterObjectIsNoRouter() {
        let objc = """
            #import <XCTest/XCTest.h>
            #import "ZIKURLRouter.h"

            @interface URLRouterTests : XCTestCase
            @property (nonatomic, strong) ZIKURLRouter *router;
            @end

            @implementation URLRouterTests
            - (void)setUp {
                self.router = [ZIKURLRouter new];
            }
            - (void)testURLWithHost {
                [_router registerURLPattern:@"app://host"];
                ZIKURLRouteResult *result = [_router resultForURL:@"app://host"];
                XCTAssert([result.identifier isEqualToString:@"app://host"]);
                ZIKURLRouter *other = [ZIKURLRouter new];
                [other registerURLPattern:@"app://other"];
            }
            @end
            """
        let objcFacts = Snippet.facts(objc, path: "ZIKRouterTests/URLRouterTests.m")
        #expect(objcFacts.diagnostics.isEmpty, "\(objcFacts.diagnostics)")
        #expect(objcFacts.registrations.isEmpty && objcFacts.helpers.isEmpty)
        let swift = """
            import XCTest
            import ZIKRouter

            final class URLRouterTests: XCTestCase {
                var router = ZIKURLRouter()

                func testURLWithHost() {
                    router.registerURLPattern("app://host")
                    self.router.registerURLPattern("app://other")
                    XCTAssertEqual(router.result(forURL: "app://host")?.identifier, "app://host")
                }
            }
            """
        let swiftFacts = Snippet.facts(swift, path: "ZIKRouterTests/URLRouterTests.swift")
        #expect(swiftFacts.diagnostics.isEmpty, "\(swiftFacts.diagnostics)")
        #expect(swiftFacts.registrations.isEmpty)
        // A class receiver outside a register body is still reported.
        let outside = Snippet.facts(
            "import ZIKRouter\nfunc setUp() {\n    LoginViewRouter.registerURLPattern(\"app://login\")\n}\n",
            path: "Sources/App/Setup.swift")
        #expect(outside.helpers.first?.registrations.isEmpty == false)
    }
}
