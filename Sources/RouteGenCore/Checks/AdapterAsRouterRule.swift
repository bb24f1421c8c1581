/// `adapter-as-router`: a `ZIKViewRouteAdapter` / `ZIKServiceRouteAdapter` subclass that binds a
/// class, protocol, identifier or URL pattern to itself, or that a use site performs or makes a
/// destination with. A lookup of such a key hands the adapter out as a router, and ZIKRouter asserts
/// as soon as the adapter is instantiated: adapters only register keys for other routers.
import RouteGenModel

package struct AdapterAsRouterRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "adapter-as-router",
        defaultSeverity: .error,
        summary:
            "A route adapter registers a class, protocol, identifier or URL pattern for itself, or is used as a router to perform a route or make a destination.",
        reportedAt: "the registration; the use site",
        rationale:
            "`ZIKViewRouteAdapter` and `ZIKServiceRouteAdapter` subclasses exist to register keys for other routers in their `+registerRoutableDestination`: `registerDestinationAdapter:forAdaptee:` / `register(adapter:forAdaptee:)`, `forMaking…` registrations, block routes, and registrations sent to another router (`[LoginViewRouter registerViewProtocol:…]`, `LoginViewRouter.register(RoutableView<P>())`). A registration sent to the adapter itself (`[self registerViewProtocol:…]`, `registerIdentifier(_:)`, `register(RoutableView<P>())`) binds the key to the adapter class: a lookup of it returns the adapter, and ZIKRouter asserts when the adapter is instantiated (\"ZIKViewRouteAdapter is only for register protocol for other ZIKViewRouter in its +registerRoutableDestination, don't use its instance\"). Send the registration to the router that makes the destination, or adapt the key to a protocol that router registers. A use site that performs or makes a destination with an adapter class (`[AppRouteAdapter makeDestination]`, `AppRouteAdapter.perform(path:)`) asserts the same way.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            protocol LoginViewInput: AnyObject {}

            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredProtocol: LoginViewInput.self) }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }

            final class AppRouteAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    \(mistake ? "register(RoutableView<LoginViewInput>()) // expect: adapter-as-router" : "LoginViewRouter.register(RoutableView<LoginViewInput>())")
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "AppRouteAdapter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginViewInput <ZIKViewRoutable>
                @end

                @interface LoginViewController : XXViewController <ZIKRoutableView, LoginViewInput>
                @end

                @interface LoginViewRouter : ZIKViewRouter
                @end

                @interface AppRouteAdapter : ZIKViewRouteAdapter
                @end
                """,
            implementation: """
                #import "AppRouteAdapter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginViewController
                @end

                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }
                @end

                @implementation AppRouteAdapter
                + (void)registerRoutableDestination {
                    \(mistake ? "[self registerViewProtocol:ZIKRoutable(LoginViewInput)]; // expect: adapter-as-router" : "[LoginViewRouter registerViewProtocol:ZIKRoutable(LoginViewInput)];")
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            let fact = registration.fact
            guard let adapter = registration.owner, adapter.kind.isAdapter, fact.route == .router,
                fact.kind != .adapter, seen.insert(fact.location).inserted
            else { continue }
            let base = adapter.kind.isService ? "ZIKServiceRouteAdapter" : "ZIKViewRouteAdapter"
            findings.append(
                Finding(
                    "adapter \(adapter.name) registers \(Self.what(fact)) for itself: a lookup of it returns the adapter as a router, and ZIKRouter asserts when a route is performed or a destination made with it (\(base) is only for registering keys for other routers); send the registration to the router that makes the destination",
                    at: fact.location))
        }
        findings += useSiteFindings(context.graph)
        return findings
    }

    /// `[AppRouteAdapter makeDestination]`, `AppRouteAdapter.perform(path:)`: the adapter is
    /// instantiated directly. Only a name every scanned class of that name answers as an adapter.
    private func useSiteFindings(_ graph: RouteGraph) -> [Finding] {
        var routersByName: [String: [Router]] = [:]
        for router in graph.routers { routersByName[router.name, default: []].append(router) }
        var findings: [Finding] = []
        for site in graph.useSites where site.kind == .routerClass {
            guard let name = site.key, let routers = routersByName[name], !routers.isEmpty,
                routers.allSatisfy(\.kind.isAdapter)
            else { continue }
            let base = routers[0].kind.isService ? "ZIKServiceRouteAdapter" : "ZIKViewRouteAdapter"
            findings.append(
                Finding(
                    "`\(site.api)` uses adapter \(name) as a router: ZIKRouter asserts when it instantiates the adapter (\(base) is only for registering keys for other routers); perform the route with the router the adapter registers keys for, or look it up by protocol or identifier",
                    at: site.location))
        }
        return findings
    }

    /// `view protocol LoginViewInput`, `identifier "login"`.
    private static func what(_ fact: RegistrationFact) -> String {
        let key = fact.writtenKey ?? fact.key
        switch fact.kind {
        case .view, .service: return "destination class \(key)"
        case .exclusiveView, .exclusiveService: return "destination class \(key) exclusively"
        case .viewProtocol: return "view protocol \(key)"
        case .viewModuleProtocol: return "view module protocol \(key)"
        case .serviceProtocol: return "service protocol \(key)"
        case .serviceModuleProtocol: return "service module protocol \(key)"
        case .identifier: return "identifier \"\(key)\""
        case .urlPattern: return "URL pattern \"\(key)\""
        case .adapter: return "adapter \(key)"
        }
    }
}
