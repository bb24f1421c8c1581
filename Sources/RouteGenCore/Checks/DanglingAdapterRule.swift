/// `dangling-adapter`: an adapter whose adaptee nothing registers — no route and no further
/// adapter — so the chain ends nowhere. Reported at the last adapter of the chain, the one to fix;
/// a chain of several hops that ends in a registered route is fine.
import RouteGenModel

package struct DanglingAdapterRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "dangling-adapter",
        defaultSeverity: .error,
        summary: "An adapter chain ends at a protocol that nothing registers.",
        reportedAt: "the last adapter",
        rationale:
            "The last adapter of a chain adapts to a protocol that no route and no further adapter registers, so every use through the chain fails at run time. A chain of several hops that ends in a registered route is fine. Register the adaptee, or adapt to a protocol a router registers.",
        triggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class AppAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        register(adapter: RoutableView<ProfileLoginInput>(), forAdaptee: RoutableView<AppLoginInput>())
                        register(adapter: RoutableView<AppLoginInput>(), forAdaptee: RoutableView<LoginInput>()) // expect: dangling-adapter
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
                        [self registerDestinationAdapter:ZIKRoutable(RequiredLoginInput) forAdaptee:ZIKRoutable(LoginInput)]; // expect: dangling-adapter
                    }
                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(AdapterExamples.adaptedLogin)
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.routes.adapters.keys.sorted() {
            for adapter in context.routes.adapters[key]! where adapter.runs {
                guard let adaptee = adapter.fact.adaptee else { continue }
                let compatible = { (other: LiveRegistration) in !other.condition.excludes(adapter.condition) }
                // ZIKRouter's selectors write one adapter map that lookups of both kinds follow:
                // such an adapter dangles only when neither kind of its adaptee is registered.
                let kinds = adapter.fact.registryFromOwner ? [key.kind, key.kind.sharingAdapterMap] : [key.kind]
                // A route the config says another module registers ends the chain.
                if kinds.contains(where: { context.routes.isProvided(ProtocolKey(kind: $0, name: adaptee)) }) {
                    continue
                }
                var routes: [LiveRegistration] = []
                var further: [LiveRegistration] = []
                for kind in kinds {
                    let next = ProtocolKey(kind: kind, name: adaptee)
                    routes += (context.routes.protocols[next] ?? []).filter(compatible)
                    further += context.routes.adapters(of: next).filter(compatible)
                }
                guard !routes.contains(where: \.runs), !further.contains(where: \.runs) else { continue }
                let gap = RouteGap(chain: [adaptee], isCycle: false, notRunning: routes + further)
                findings.append(
                    Finding(
                        "\(key.kind.spokenName) \(key.name) is adapted by \(adapter.routeDescription) to \(adaptee), which is not registered: \(gap.explanation)",
                        at: adapter.fact.location
                    ))
            }
        }
        return findings
    }
}
