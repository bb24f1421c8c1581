/// `adapter-as-router`: a `ZIKViewRouteAdapter` / `ZIKServiceRouteAdapter` subclass that binds a
/// class, protocol, identifier or URL pattern to itself, or that a use site performs or makes a
/// destination with. A lookup of such a key hands the adapter out as a router, and ZIKRouter asserts
/// as soon as the adapter is instantiated: adapters only register keys for other routers. The same
/// for a use site that makes a destination or performs a route with ZIKRouter's own classes
/// (`[ZIKViewRouter makeDestination]`), which register no destination.
import RouteGenModel

package struct AdapterAsRouterRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "adapter-as-router",
        defaultSeverity: .error,
        summary:
            "A route adapter registers a class, protocol, identifier or URL pattern for itself, or is used as a router to perform a route or make a destination; or ZIKRouter's own router classes are.",
        reportedAt: "the registration; the use site",
        rationale:
            "`ZIKViewRouteAdapter` and `ZIKServiceRouteAdapter` subclasses exist to register keys for other routers in their `+registerRoutableDestination`: `registerDestinationAdapter:forAdaptee:` / `register(adapter:forAdaptee:)`, `forMaking…` registrations, block routes, and registrations sent to another router (`[LoginViewRouter registerViewProtocol:…]`, `LoginViewRouter.register(RoutableView<P>())`). A registration sent to the adapter itself (`[self registerViewProtocol:…]`, `registerIdentifier(_:)`, `register(RoutableView<P>())`) binds the key to the adapter class: a lookup of it returns the adapter, and ZIKRouter asserts when the adapter is instantiated (\"ZIKViewRouteAdapter is only for register protocol for other ZIKViewRouter in its +registerRoutableDestination, don't use its instance\"). Send the registration to the router that makes the destination, or adapt the key to a protocol that router registers. A use site that performs or makes a destination with an adapter class (`[AppRouteAdapter makeDestination]`, `AppRouteAdapter.perform(path:)`) asserts the same way. So does one that makes a destination or performs a route with ZIKRouter's own classes (`[ZIKViewRouter makeDestination]`, `ZIKAnyServiceRouter.makeDestination()`, `ZIKAnyViewRouter.perform(path: .push(from: self))`), which register no destination (\"Only get destination from router subclass\"); ZIKViewRouter itself performs only segues, so a path routegen cannot read there is a note. Lookups through those classes (`ZIKAnyViewRouter.toIdentifier(_:)`, `ZIKRouterToView(P)`) are how routes are found and are accepted.",
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

            final class WelcomeViewController: UIViewController {
                func makeLogin() -> UIViewController? {
                    _ = Router.to(RoutableView<LoginViewInput>())
                    return \(mistake ? "ZIKAnyViewRouter.makeDestination() as? UIViewController // expect: adapter-as-router" : "LoginViewRouter.makeDestination()")
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

                @interface WelcomeViewController : XXViewController
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

                @implementation WelcomeViewController
                - (UIViewController *)makeLoginScreen {
                    return \(mistake ? "[ZIKViewRouter makeDestination]; // expect: adapter-as-router" : "[ZIKRouterToView(LoginViewInput) makeDestination];")
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
            if let name = site.key, FrameworkBases.isFrameworkClass(name) {
                findings += Self.frameworkClassFinding(site, name).map { [$0] } ?? []
                continue
            }
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

    /// `[ZIKViewRouter makeDestination]`, `ZIKAnyServiceRouter.perform(…)`: ZIKRouter's own classes
    /// register no destination and make none. ZIKViewRouter itself performs a segue (the segue's
    /// destination is prepared by its own router), so a path routegen cannot read is a note.
    private static func frameworkClassFinding(_ site: UseSite, _ name: String) -> Finding? {
        let kind = FrameworkBases.kind(of: name)
        let isService = kind?.isService == true
        let lookup =
            isService
            ? "look the route up (`ZIKRouterToService(P)`, `Router.to(RoutableService<P>())`, `toIdentifier`)"
            : "look the route up (`ZIKRouterToView(P)`, `Router.to(RoutableView<P>())`, `toIdentifier`)"
        if let kind, kind.isAdapter {
            let base = kind.isService ? "ZIKServiceRouteAdapter" : "ZIKViewRouteAdapter"
            return Finding(
                "`\(site.api)` uses \(name) as a router: ZIKRouter asserts when it instantiates the adapter (\(base) is only for registering keys for other routers); perform the route with a router subclass, or \(lookup)",
                at: site.location)
        }
        let call = site.routerCall ?? .performUnread
        // ZIKServiceRouter passes the "router subclass" check and then lacks the method.
        let assertion =
            isService
            ? "that the router overrides -destinationWithConfiguration:"
            : "\"Only get destination from router subclass\""
        if call == .makeDestination {
            return Finding(
                "`\(site.api)` makes a destination with ZIKRouter's own class \(name), which has none: ZIKRouter asserts \(assertion); make it with the destination's router, or \(lookup)",
                at: site.location)
        }
        let performsSegues = kind == .view
        if performsSegues, call == .performSegue { return nil }
        if performsSegues, call == .performUnread {
            return ConformanceChecking.undecided(
                "`\(site.api)` performs a segue, the only route ZIKRouter's own class \(name) performs",
                reason: "its path or route type is not written at the call", at: site.location)
        }
        return Finding(
            "`\(site.api)` performs a route with ZIKRouter's own class \(name), which makes no destination: ZIKRouter asserts that the router overrides -destinationWithConfiguration:\(performsSegues ? " (only a segue can be performed with it)" : ""); perform it with the destination's router, or \(lookup)",
            at: site.location)
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
