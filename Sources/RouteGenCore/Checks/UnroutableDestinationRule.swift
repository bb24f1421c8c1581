/// `unroutable-destination`: a destination class registered (`registerView`, `registerService`,
/// their exclusive forms, a block route's destination), made by a `forMaking…` registration or
/// requested by `routersToClass` (when its class argument is a literal) whose class chain never
/// adopts `ZIKRoutableView` (views) or `ZIKRoutableService` (services): no
/// `DeclareRoutableView(…)` category, no `<ZIKRoutableView>` in an `@interface` or category, no
/// `extension X: ZIKRoutableView`. ZIKRouter asserts on the registration, or on the request, in a
/// debug build. Said only when the whole chain is in the scanned sources (or ends in a framework
/// class) and nothing adds protocols at run time.
import RouteGenModel

package struct UnroutableDestinationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "unroutable-destination",
        defaultSeverity: .error,
        summary:
            "A registered destination class, the class a `forMaking…` registration makes, or the class a `routersToClass` request names, is not routable: nothing in its class chain adopts `ZIKRoutableView` / `ZIKRoutableService`.",
        reportedAt: "the destination or `forMaking…` registration; the `routersToClass` request",
        rationale:
            "A registered destination class (`registerView`, `registerExclusiveService`, a block route's destination), the class a `forMaking…` registration makes (`registerViewProtocol:forMakingView:`, `register(RoutableView<P>(), forMakingView: C.self)` and the other variants), or the class whose routers a `routersToClass` request asks for (`ZIKViewRouter.routersToClass([C class])`, `ZIKAnyServiceRouter.routersToClass(C.self)`), when the class is written as a literal, whose class chain never adopts `ZIKRoutableView` (views) or `ZIKRoutableService` (services): no `DeclareRoutableView(…)` category, no `<ZIKRoutableView>` in its `@interface` or a category, no `extension X: ZIKRoutableView {}`. ZIKRouter asserts on the registration, or when the request runs, in debug builds. Declare the class routable, or ask for the routers of a class that is. Said only when the whole class chain is in the scanned sources (or ends in a framework class) and nothing adds protocols at run time.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    /// The Swift example, with the mistake or without it.
    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class AboutViewController: UIViewController\(mistake ? "" : ", ZIKRoutableView") {}

            final class AboutViewRouter: ZIKViewRouter<AboutViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(AboutViewController.self)\(mistake ? " // expect: unroutable-destination" : "")
                }

                override func destination(with configuration: ViewRouteConfig) -> AboutViewController? { AboutViewController() }
            }

            final class SettingsViewController: UIViewController {
                func prepareExternalAbout(_ about: AboutViewController) {
                    let routers = ZIKAnyViewRouter.routersToClass(AboutViewController.self)\(mistake ? " // expect: unroutable-destination" : "")
                    routers.first?.prepareDestination(about, configuring: { _ in })
                }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "AboutViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface AboutViewController : UIViewController
                @end

                @interface AboutViewRouter : ZIKViewRouter<AboutViewController *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "AboutViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>
                \(mistake ? "" : "\nDeclareRoutableView(AboutViewController, AboutViewRouter)\n")
                @implementation AboutViewController
                @end

                @implementation AboutViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[AboutViewController class]];\(mistake ? " // expect: unroutable-destination" : "")
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[AboutViewController alloc] init];
                }

                + (NSArray<ZIKAnyViewRouterType *> *)routersForAbout {
                    return ZIKViewRouter.routersToClass([AboutViewController class]);\(mistake ? " // expect: unroutable-destination" : "")
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            guard let registry = registration.registry, let (className, route) = Self.destination(of: registration),
                registration.fact.route != .makingDestination || seen.insert(registration.fact.location).inserted
            else { continue }
            let routable = registry == .view ? "ZIKRoutableView" : "ZIKRoutableService"
            let verdict = conformance.conforms(className, to: routable, under: registration.condition)
            if case .unknown(let reason) = verdict {
                findings.append(
                    ConformanceChecking.undecided(
                        "\(registry.rawValue) class \(className), \(route), adopts \(routable)",
                        reason: reason, at: registration.fact.location))
            }
            guard verdict == .doesNotConform else { continue }
            let macro = registry == .view ? "DeclareRoutableView" : "DeclareRoutableService"
            let fix =
                registration.fact.location.file.hasSuffix(".swift")
                ? "`extension \(className): \(routable) {}`" : "`\(macro)(\(className), …)`"
            findings.append(
                Finding(
                    "\(registry.rawValue) class \(className) is \(route) but is not routable: nothing in its class chain adopts \(routable) (add \(fix)); ZIKRouter asserts \(registration.fact.route == .makingDestination ? "when the registration runs" : "at launch") in debug builds",
                    at: registration.fact.location
                ))
        }
        findings += requestFindings(context.graph, conformance)
        return findings.sorted {
            ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0)
        }
    }

    /// `ZIKViewRouter.routersToClass([C class])`: ZIKRouter asserts that C adopts the routable
    /// protocol before it looks C's routers up. A class that is not a literal is not read.
    private func requestFindings(_ graph: RouteGraph, _ conformance: ConformanceGraph) -> [Finding] {
        var findings: [Finding] = []
        for site in graph.useSites {
            guard site.kind == .viewClass || site.kind == .serviceClass, let className = site.key else { continue }
            let registry = RegistryKind(isService: site.kind == .serviceClass)
            let routable = registry == .view ? "ZIKRoutableView" : "ZIKRoutableService"
            let verdict = conformance.conforms(className, to: routable, under: site.condition)
            if case .unknown(let reason) = verdict {
                findings.append(
                    ConformanceChecking.undecided(
                        "\(registry.rawValue) class \(className), requested by `\(site.api)`, adopts \(routable)",
                        reason: reason, at: site.location))
            }
            guard verdict == .doesNotConform else { continue }
            let macro = registry == .view ? "DeclareRoutableView" : "DeclareRoutableService"
            let fix =
                site.location.file.hasSuffix(".swift")
                ? "`extension \(className): \(routable) {}`" : "`\(macro)(\(className), …)`"
            findings.append(
                Finding(
                    "\(registry.rawValue) class \(className) is requested by `\(site.api)` but is not routable: nothing in its class chain adopts \(routable) (add \(fix), or ask for the routers of a routable class); ZIKRouter asserts when the request runs in debug builds",
                    at: site.location))
        }
        return findings
    }

    /// The class a registration hands ZIKRouter as a destination, and how, for messages: a router's
    /// or block route's destination class, or the class a `forMaking…` registration makes when it
    /// is a literal.
    private static func destination(of registration: LiveRegistration) -> (String, String)? {
        let fact = registration.fact
        if fact.kind.registersDestinationClass {
            return (fact.key, "registered by \(registration.routeDescription)")
        }
        if fact.route == .makingDestination, let made = fact.madeClass {
            return (made, "made by \(registration.routeDescription)")
        }
        return nil
    }
}
