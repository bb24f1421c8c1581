/// `duplicate-protocol`: one protocol bound to two routes in the same registry — two routers,
/// a router and an adapter, a router and a `forMaking…` registration (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys). Reported at
/// both registrations; registrations in mutually exclusive `#if` or runtime branches never conflict.
///
/// The same router registering an Objective-C protocol twice is tolerated by ZIKRouter; a Swift
/// protocol is not (its key is a string in ZRouter's own dictionary). A protocol counts as
/// Objective-C when it is declared routable in an Objective-C file.
public struct DuplicateProtocolRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-protocol",
        defaultSeverity: .error,
        summary: "The same protocol is registered by two routes in the same registry.",
        reportedAt: "both registrations",
        rationale: "One protocol bound to two routes in the same registry (two routers, a router and an adapter, a `forMaking…` registration or a block route); ZIKRouter traps on the second registration. The same router registering a Swift protocol twice counts too. Keep one route per protocol.",
        triggeringExamples: [
            .swift("""
            import ZIKRouter
            import ZRouter

            protocol LoginViewInput: AnyObject {}

            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    register(RoutableView<LoginViewInput>()) // expect: duplicate-protocol
                }
            }

            final class QuickLoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    register(RoutableView<LoginViewInput>()) // expect: duplicate-protocol
                }
            }
            """),
            RuleExample(files: [
                ("Sources/App/LoginRoutes.h", """
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginViewInput <ZIKViewRoutable>
                @end

                @protocol LegacyLoginViewInput <ZIKViewRoutable>
                @end

                @interface LoginViewRouter : ZIKViewRouter
                @end

                // An adapter that claims a protocol a router already registers.
                @interface AppRouteAdapter : ZIKViewRouteAdapter
                @end
                """),
                ("Sources/App/LoginRoutes.m", """
                #import "LoginRoutes.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)]; // expect: duplicate-protocol
                    [self registerViewProtocol:ZIKRoutable(LegacyLoginViewInput)];
                }
                @end

                @implementation AppRouteAdapter
                + (void)registerRoutableDestination {
                    [self registerDestinationAdapter:ZIKRoutable(LoginViewInput) forAdaptee:ZIKRoutable(LegacyLoginViewInput)]; // expect: duplicate-protocol
                }
                @end
                """),
            ]),
        ],
        nonTriggeringExamples: [
            .swift("""
            import ZIKRouter
            import ZRouter

            protocol LoginViewInput: AnyObject {}

            #if DEBUG
            final class DebugLoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    register(RoutableView<LoginViewInput>())
                }
            }
            #else
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    register(RoutableView<LoginViewInput>())
                }
            }
            #endif
            """),
            .objc("LoginViewRouter", header: """
            #import <ZIKRouter/ZIKRouter.h>

            @protocol LoginViewInput <ZIKViewRoutable>
            @end

            @interface LoginViewRouter : ZIKViewRouter
            @end
            """, implementation: """
            #import "LoginViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                // ZIKRouter tolerates one router registering an Objective-C protocol twice.
                [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
            }
            @end
            """),
        ]
    )


    public func findings(in context: CheckContext) -> [Finding] {
        var groups = context.routes.protocols
        for (key, adapters) in context.routes.adapters { groups[key, default: []] += adapters }
        let objectiveC = Set(context.graph.routableDeclarations
            .filter { SourceDiscovery.language(ofFile: $0.location.file) == .objc }
            .map { ProtocolKey(kind: $0.kind, name: $0.protocolName) })

        var findings: [Finding] = []
        for key in groups.keys.sorted() {
            let pairs = Conflicts.pairs(groups[key]!) { one, other in
                objectiveC.contains(key) && one.fact.kind != .adapter && other.fact.kind != .adapter && one.isSameRoute(as: other)
            }
            for pair in pairs {
                let registration = pair.registration
                let role = registration.fact.kind == .adapter ? "adapted by \(registration.routeDescription)" : "registered by \(registration.routeDescription)"
                findings.append(Conflicts.finding(pair,
                    "\(key.kind.spokenName) \(key.name) is \(role) and also by \(Conflicts.list(pair.others)); ZIKRouter asserts on the second registration"
                ))
            }
        }
        return findings
    }
}
