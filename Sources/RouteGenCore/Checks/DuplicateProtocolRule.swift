/// `duplicate-protocol`: one protocol bound to two routes in the same registry — two routers,
/// a router and an adapter, a router and a `forMaking…` registration (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys). Reported at
/// both registrations; registrations in mutually exclusive `#if` or runtime branches never conflict.
///
/// The same router registering an Objective-C protocol twice is tolerated by ZIKRouter; a Swift
/// protocol is not (its key is a string in ZRouter's own dictionary). A protocol counts as
/// Objective-C when it is declared routable in an Objective-C file.
import RouteGenModel

package struct DuplicateProtocolRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "duplicate-protocol",
        defaultSeverity: .error,
        summary: "The same protocol is registered by two routes in the same registry.",
        reportedAt: "both registrations",
        rationale:
            "One protocol bound to two routes in the same registry (two routers, a router and an adapter, a `forMaking…` registration or a block route). ZIKRouter traps on the second registration, except between a `forMaking…` registration and a router, block route or adapter: those write different maps, so nothing traps, and the lookup quietly never uses one of them (the message says which). The same router registering a Swift protocol twice counts too. Keep one route per protocol.",
        triggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZRouter

                protocol LoginViewInput: AnyObject {}

                final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        register(RoutableView<LoginViewInput>()) // expect: duplicate-protocol
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }

                final class QuickLoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        register(RoutableView<LoginViewInput>()) // expect: duplicate-protocol
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                """),
            RuleExample(files: [
                (
                    "Sources/App/LoginRoutes.h",
                    """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol LoginViewInput <ZIKViewRoutable>
                    @end

                    @protocol LegacyLoginViewInput <ZIKViewRoutable>
                    @end

                    @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput, LegacyLoginViewInput>
                    @end

                    @interface LoginViewRouter : ZIKViewRouter
                    @end

                    // An adapter that claims a protocol a router already registers.
                    @interface AppRouteAdapter : ZIKViewRouteAdapter
                    @end
                    """
                ),
                (
                    "Sources/App/LoginRoutes.m",
                    """
                    #import "LoginRoutes.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewController
                    @end

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        [self registerViewProtocol:ZIKRoutable(LoginViewInput)]; // expect: duplicate-protocol
                        [self registerViewProtocol:ZIKRoutable(LegacyLoginViewInput)];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end

                    @implementation AppRouteAdapter
                    + (void)registerRoutableDestination {
                        [self registerDestinationAdapter:ZIKRoutable(LoginViewInput) forAdaptee:ZIKRoutable(LegacyLoginViewInput)]; // expect: duplicate-protocol
                    }
                    @end
                    """
                ),
            ]),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZRouter

                protocol LoginViewInput: AnyObject {}

                extension RoutableView where Protocol == LoginViewInput {
                    init() { self.init(declaredProtocol: Protocol.self) }
                }

                final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

                #if DEBUG
                final class DebugLoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        register(RoutableView<LoginViewInput>())
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                #else
                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        register(RoutableView<LoginViewInput>())
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                #endif
                """),
            .objc(
                "LoginViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol LoginViewInput <ZIKViewRoutable>
                    @end

                    @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
                    @end

                    @interface LoginViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "LoginViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation LoginViewController
                    @end

                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[LoginViewController class]];
                        // ZIKRouter tolerates one router registering an Objective-C protocol twice.
                        [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                        [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[LoginViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        var groups = context.routes.protocols
        for (key, adapters) in context.routes.adapters { groups[key, default: []] += adapters }
        let objectiveC = Set(
            context.graph.routableDeclarations
                .filter { SourceDiscovery.language(ofFile: $0.location.file) == .objc }
                .map { ProtocolKey(kind: $0.kind, name: $0.protocolName) })

        var findings: [Finding] = []
        for key in groups.keys.sorted() {
            let pairs = Conflicts.pairs(groups[key]!) { one, other in
                objectiveC.contains(key) && one.fact.kind != .adapter && other.fact.kind != .adapter
                    && one.isSameRoute(as: other)
            }
            for pair in pairs {
                let registration = pair.registration
                let role =
                    registration.fact.kind == .adapter
                    ? "adapted by \(registration.routeDescription)" : "registered by \(registration.routeDescription)"
                let asserting = pair.others.filter { Self.asserts(registration, $0) }
                let consequence: String
                if !asserting.isEmpty {
                    consequence = "ZIKRouter asserts on the second registration"
                } else {
                    // Different maps of the registry: nothing asserts, and a lookup takes one of them.
                    let unused = ([registration] + pair.others).filter { candidate in
                        ([registration] + pair.others).contains { Self.lookup(prefers: $0, over: candidate) }
                    }
                    consequence =
                        "ZIKRouter does not assert, but a lookup tries \(Self.lookupOrder), so \(Conflicts.list(unused)) is never used"
                }
                findings.append(
                    Conflicts.finding(
                        pair,
                        "\(key.kind.spokenName) \(key.name) is \(role) and also by \(Conflicts.list(pair.others)); \(consequence)"
                    ))
            }
        }
        return findings
    }

    /// The map of the registry a protocol registration writes: routers and block routes share the
    /// protocol → route map; an adapter writes the adapter map, and ZIKRouter checks the route map
    /// when it registers (the generated registry registers adapters after routers); a `forMaking…`
    /// registration writes the factory maps, which only other `forMaking…` registrations check
    /// (ZIKRouteRegistry.m in ZIKRouter 1.1.1, docs/ZIKRouter-semantics.md).
    private enum Map { case routes, adapters, factories }

    private static func map(of registration: LiveRegistration) -> Map {
        if registration.fact.kind == .adapter { return .adapters }
        return registration.fact.route == .makingDestination ? .factories : .routes
    }

    /// Whether registering both asserts in ZIKRouter.
    static func asserts(_ one: LiveRegistration, _ other: LiveRegistration) -> Bool {
        switch (map(of: one), map(of: other)) {
        case (.factories, .factories), (.routes, .routes), (.adapters, .adapters), (.routes, .adapters),
            (.adapters, .routes):
            true
        case (.factories, _), (_, .factories): false
        }
    }

    /// `routerToDestination:`/`routerToModule:` ask the route map, then the `forMaking…`
    /// registrations, then the adapters.
    static let lookupOrder = "routers and block routes, then `forMaking…` registrations, then adapters"

    private static func lookup(prefers winner: LiveRegistration, over loser: LiveRegistration) -> Bool {
        func rank(_ map: Map) -> Int { map == .routes ? 0 : map == .factories ? 1 : 2 }
        return rank(map(of: winner)) < rank(map(of: loser))
    }
}
