/// `adapter-cycle`: adapters whose chain comes back to where it started (`A → B → A`). ZIKRouter
/// asserts when a lookup walks such a chain (docs/ZIKRouter-semantics.md#registration-calls-adapters). Reported at each adapter in the loop.
import RouteGenModel

package struct AdapterCycleRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "adapter-cycle",
        defaultSeverity: .error,
        summary: "An adapter chain loops back to a protocol it started from.",
        reportedAt: "each adapter in the loop",
        rationale:
            "Adapters that adapt back to where they started (`A → B → A`): ZIKRouter asserts when a lookup walks such a chain, and resolving the route never ends. Point one of the adapters at a protocol a router registers.",
        triggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class AppAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        register(adapter: RoutableView<RequiredLoginInput>(), forAdaptee: RoutableView<LoginInput>()) // expect: adapter-cycle
                        register(adapter: RoutableView<LoginInput>(), forAdaptee: RoutableView<RequiredLoginInput>()) // expect: adapter-cycle
                    }
                }
                """),
            .objc(
                "AppRouteAdapter", header: AdapterExamples.objcHeader,
                implementation: """
                    #import "AppRouteAdapter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                        [self registerDestinationAdapter:ZIKRoutable(RequiredLoginInput) forAdaptee:ZIKRoutable(LoginInput)]; // expect: adapter-cycle
                        [self registerDestinationAdapter:ZIKRoutable(LoginInput) forAdaptee:ZIKRoutable(RequiredLoginInput)]; // expect: adapter-cycle
                    }
                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(AdapterExamples.adaptedLogin),
            .objc(
                "AppRouteAdapter",
                header: AdapterExamples.objcHeader + """

                    @interface LoginViewController : UIViewController <ZIKRoutableView, LoginInput, RequiredLoginInput>
                    @end

                    @interface LoginViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "AppRouteAdapter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                        [self registerDestinationAdapter:ZIKRoutable(RequiredLoginInput) forAdaptee:ZIKRoutable(LoginInput)];
                    }
                    @end

                    @implementation LoginViewController
                    @end

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerViewProtocol:ZIKRoutable(LoginInput)];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.routes.adapters.keys.sorted() {
            for adapter in context.routes.adapters[key]! where adapter.runs {
                guard case .unregistered(let gap) = context.routes.resolve(key, under: adapter.condition),
                    gap.isCycle, gap.chain.first == gap.chain.last
                else { continue }
                findings.append(
                    Finding(
                        "\(key.kind.spokenName) \(key.name) is adapted by \(adapter.routeDescription) into a loop: \(gap.chain.joined(separator: " → "))",
                        at: adapter.fact.location
                    ))
            }
        }
        return findings
    }
}
