import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Objective-C routers as the graph resolves them from what the scanner read: the kind a superclass
/// spelling gives, and which registrations outside `+registerRoutableDestination` remain faults once
/// helpers are followed.
struct ObjCRouterResolutionTests {
    @Test func routerKindsResolveThroughSpellings() {
        let graph = Snippet.graph(
            """
            @interface A : ZIKModuleViewRouter(P)
            @end
            @interface B : ZIKDestinationServiceRouter(S *)
            @end
            @interface C : ZIKViewRouter <P>
            @end
            @interface D : ZIKServiceRouteAdapter
            @end
            @implementation A
            + (void)registerRoutableDestination {}
            @end
            @implementation B
            + (void)registerRoutableDestination {}
            @end
            @implementation C
            + (void)registerRoutableDestination {}
            @end
            @implementation D
            + (void)registerRoutableDestination {}
            @end
            """, path: "Sources/App/Routers.h")
        #expect(
            graph.routers.map { "\($0.name) \($0.kind.rawValue) \($0.registrable)" } == [
                "A view true", "B service true", "C view true", "D service-adapter true",
            ])
    }

    /// The scanner reports both calls; on the graph, the class-method helper is a fault only where no
    /// registration method calls it, and the instance method always is.
    @Test func registrationOutsideRegisterIsReportedOnTheGraph() {
        let source = """
            @implementation R
            + (void)helper {
                [self registerIdentifier:@"x"];
            }
            - (void)viewDidLoad {
                [R registerIdentifier:@"y"];
            }
            @end
            """
        let graph = Snippet.graph([("Sources/App/Snippet.m", source)])
        #expect(
            graph.diagnostics.filter { $0.rule == "registration-outside-register" }.map { $0.location!.line } == [3, 6])
    }
}
