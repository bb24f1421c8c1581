/// `destination-class-mismatch`: a view router's `-destinationWithConfiguration:` /
/// `destination(with:)` instantiates a class that is neither a class the router registers nor a
/// subclass of one. ZIKRouter asserts when it attaches the destination (`ZIKViewRouter.m:252`,
/// in every debug build): it walks the destination's superclasses looking for this exact router
/// class in its registry. Service routers have no such check.
/// An error only when the returned class is a literal and its chain is known; a note when the
/// chain leaves the scanned sources or a registration's class cannot be read.
import RouteGenModel

package struct DestinationClassMismatchRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "destination-class-mismatch",
        defaultSeverity: .error,
        summary:
            "A view router's `-destinationWithConfiguration:` / `destination(with:)` makes an instance of a class it does not register.",
        reportedAt: "the destination method",
        rationale:
            "When a view router has made its destination, ZIKRouter checks that the destination's class, or one of its superclasses, is registered with that very router class (`registerView:` / `registerExclusiveView:`, Swift `registerView(_:)` / `registerExclusiveView(_:)`), and asserts in every debug build otherwise (\"Destination (C) attached to router (R) is not registered with the router.\"). routegen reads the class the method instantiates when it is a literal (`[C new]`, `[[C alloc] init…]`, `C()`, `C(…)`, or a local assigned once from one; `return nil` aside) and reports it when it descends from none of the classes the router registers: usually a copied router that still makes its original's view controller, or a renamed class. Make the registered class, or register the one made. A class a base router of its chain registers is not reported: a body that calls `super.registerRoutableDestination()` registers it for the subclass too. Destinations made from a storyboard, a factory or a variable are not read; a returned class whose chain leaves the scanned sources, or a router with a registration whose class routegen cannot read, gives a note.",
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

            class LoginViewController: UIViewController, ZIKRoutableView {}
            final class SignupViewController: UIViewController {}
            final class PhoneLoginViewController: LoginViewController {}

            final class LoginViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> UIViewController? {\(mistake ? " // expect: destination-class-mismatch" : "")
                    \(mistake ? "SignupViewController()" : "PhoneLoginViewController()")
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface LoginViewController : UIViewController <ZIKRoutableView>
                @end

                @interface SignupViewController : UIViewController
                @end

                @interface LoginViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "LoginViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginViewController
                @end

                @implementation SignupViewController
                @end

                @implementation LoginViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                }

                - (nullable UIViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {\(mistake ? " // expect: destination-class-mismatch" : "")
                    if (configuration.routeType == ZIKViewRouteTypeMakeDestination) {
                        return nil;
                    }
                    \(mistake ? "SignupViewController" : "LoginViewController") *destination = [\(mistake ? "SignupViewController" : "LoginViewController") new];
                    return destination;
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var registered: [RouterKey: [LiveRegistration]] = [:]
        // Every router's classes, run or not, by router name: a body that calls
        // `super.registerRoutableDestination()` registers its base router's classes for itself,
        // and routegen does not follow that call.
        var registeredByName: [String: [LiveRegistration]] = [:]
        for registration in context.routes.all
        where registration.fact.route == .router
            && (registration.fact.kind == .view || registration.fact.kind == .exclusiveView)
        {
            guard let owner = registration.owner else { continue }
            registeredByName[owner.name, default: []].append(registration)
            if registration.runs { registered[RouterKey(owner), default: []].append(registration) }
        }
        let unread = UnreadKeyLeniency.sorted(context.graph).filter {
            $0.kind == .view || $0.kind == .exclusiveView
        }
        var findings: [Finding] = []
        for router in context.graph.routers where router.kind == .view && router.registeredAtLaunch {
            guard let returned = router.returnedDestination,
                let registrations = registered[RouterKey(router)], !registrations.isEmpty,
                !router.ancestry.contains(where: { base in
                    (registeredByName[base] ?? []).contains { inherited in
                        inherited.fact.key == returned.className
                            || conformance.descends(returned.className, from: inherited.fact.key, under: .always)
                                != .doesNotConform
                    }
                })
            else { continue }
            if let finding = finding(
                router, returned: returned, registrations: registrations, conformance: conformance,
                unread: unread.filter { key in registrations.contains { $0.fact.location.file == key.location.file } })
            {
                findings.append(finding)
            }
        }
        return findings.sortedByLocation()
    }

    private func finding(
        _ router: Router, returned: ReturnedDestination, registrations: [LiveRegistration],
        conformance: ConformanceGraph, unread: [UnreadKey]
    ) -> Finding? {
        let made = returned.className
        var unknown: (registered: String, reason: String)?
        for registration in registrations {
            let key = registration.fact.key
            if key == made { return nil }
            // A typealias or a class no scanned file declares: its subclasses are unknown.
            guard conformance.isClass(key) else {
                if unknown == nil { unknown = (key, "\(key) is declared as a class in no scanned file") }
                continue
            }
            switch conformance.descends(made, from: key, under: registration.condition) {
            case .conforms: return nil
            case .doesNotConform: continue
            case .unknown(let reason): if unknown == nil { unknown = (key, reason) }
            }
        }
        let classes = registrations.map(\.fact.key).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let method = router.language == .swift ? "`destination(with:)`" : "`-destinationWithConfiguration:`"
        if let unknown {
            return ConformanceChecking.undecided(
                "\(made), which \(method) of router \(router.name) makes, descends from \(unknown.registered), which the router registers",
                reason: unknown.reason, at: returned.location)
        }
        let list = classes.joined(separator: ", ")
        return UnreadKeyLeniency.finding(
            "\(method) of router \(router.name) makes a \(made), which is neither a class the router registers (\(list)) nor a subclass of one; ZIKRouter asserts when it attaches the destination in debug builds (register \(made), or make \(classes.count == 1 ? list : "one of them"))",
            at: returned.location, kinds: [.view, .exclusiveView], unread: unread)
    }
}

/// One router class: same-named routers of two modules are two classes.
private struct RouterKey: Hashable {
    var name: String
    var location: SourceLocation

    init(_ router: Router) {
        name = router.name
        location = router.location
    }
}
