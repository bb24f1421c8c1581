/// `unregistered-routable-class`: a class that adopts `ZIKRoutableView` / `ZIKRoutableService`
/// itself (in its declaration, a category, a `DeclareRoutable…` macro or an extension) but that no
/// running registration names as a destination. ZIKRouter's debug check at the end of
/// registration lists such classes and asserts. Protocols declared routable and never registered
/// are `unregistered-declaration`'s. A `forMaking…` registration registers the class it makes;
/// one whose class routegen cannot read (not a `[X class]` / `X.self` literal) may make any, so
/// while one exists in the same registry nothing is said. ZIKRouter looks for routable views among
/// `UIResponder` / `NSResponder` subclasses only, so a view class known to descend from none gets a
/// note.
import RouteGenModel

package struct UnregisteredRoutableClassRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "unregistered-routable-class",
        defaultSeverity: .error,
        summary:
            "A class declared routable (adopting `ZIKRoutableView` / `ZIKRoutableService` itself) is registered by no route.",
        reportedAt: "the class's declaration",
        rationale:
            "A class that adopts `ZIKRoutableView` / `ZIKRoutableService` itself (in its declaration, a category, a `DeclareRoutable…` macro or an extension), which no router or block route registers as a destination. ZIKRouter's debug check at the end of registration asserts on it. Register it, or drop the declaration. That check looks for routable views among `UIResponder` / `NSResponder` subclasses only: a class adopting `ZIKRoutableView` whose superclass chain is known to reach none (an `NSObject` subclass, a root class) gets a note instead, since nothing asserts on it. It is a note where a registration routegen cannot see may register it: a router whose `@implementation` is not scanned, or the router of a pod from a spec repository that the registry leaves out. A `forMaking…` registration registers the class it makes; while one whose class is not a literal (`[X class]`, `X.self`) exists in the same registry, nothing is reported, because it may make any class. When a registration's key is not a literal routegen can read (a constant no scanned file defines, a variable such as `config.routeID`, `NSClassFromString(…)`), it is reported as `dynamic-registration` and an unmatched routable class is only a note: the unread class may be that one.",
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

            final class SettingsViewController: UIViewController, ZIKRoutableView {}

            /// Its router was deleted; the declaration stayed.
            final class OrphanViewController: UIViewController, ZIKRoutableView {}\(mistake ? " // expect: unregistered-routable-class" : "")

            final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(SettingsViewController.self)\(mistake ? "" : "\n        registerView(OrphanViewController.self)")
                }

                override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? { SettingsViewController() }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "SettingsViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @interface SettingsViewController : UIViewController <ZIKRoutableView>
                @end

                @interface OrphanViewController : UIViewController <ZIKRoutableView>\(mistake ? " // expect: unregistered-routable-class" : "")
                @end

                @interface SettingsViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "SettingsViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation SettingsViewController
                @end

                @implementation OrphanViewController
                @end

                @implementation SettingsViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[SettingsViewController class]];\(mistake ? "" : "\n    [self registerView:[OrphanViewController class]];")
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[SettingsViewController alloc] init];
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        // A `forMaking…` registration whose class routegen cannot read may make any class.
        let making = Set(
            context.routes.all.filter { $0.fact.route == .makingDestination && $0.fact.madeClass == nil }.compactMap(
                \.registry))
        // By the last component: `registerView(LoginKit.LoginViewController.self)` and
        // `extension LoginKit.LoginViewController: ZIKRoutableView` name the same class as the bare name.
        var registrations: [String: [LiveRegistration]] = [:]
        for (key, found) in context.routes.classes { registrations[ConformanceScope.simple(key), default: []] += found }
        for (key, found) in context.routes.madeClasses {
            registrations[ConformanceScope.simple(key), default: []] += found
        }
        let conformance = ConformanceGraph(context.graph)
        let unread = UnreadKeyLeniency.sorted(context.graph)
        let unseen = UnreadKeyLeniency.unseenRouters(context.graph)
        var findings: [Finding] = []
        var reported: Set<String> = []
        for declaration in context.graph.conformances.sorted(by: { $0.location < $1.location }) {
            for (routable, registry) in [("ZIKRoutableView", RegistryKind.view), ("ZIKRoutableService", .service)]
            where declaration.inherited.contains(routable) && !declaration.isProtocol {
                guard !making.contains(registry), reported.insert("\(registry)\u{0}\(declaration.typeName)").inserted
                else { continue }
                let candidates = (registrations[ConformanceScope.simple(declaration.typeName)] ?? []).filter {
                    ($0.registry == nil || $0.registry == registry) && !$0.condition.excludes(declaration.condition)
                }
                guard !candidates.contains(where: \.runs) else { continue }
                if registry == .view, let root = Self.nonResponderRoot(declaration, conformance) {
                    findings.append(
                        Finding(
                            "\(declaration.typeName) adopts ZIKRoutableView and no route registers it, but it descends from \(root), not a responder: ZIKRouter's launch check never lists it, and nothing can show it as a view; drop the declaration, or make it a service (`ZIKRoutableService`)",
                            at: declaration.location, severity: .note))
                    continue
                }
                // A registration that exists but never runs is the likelier fix: name it.
                let why =
                    candidates.first.flatMap { registration in
                        registration.notRunBecause.map {
                            ": only \(registration.routeDescription) registers it, from the `registerRoutableDestination` of \($0.router), which is not registered: \($0.reason.description)"
                        }
                    } ?? ""
                findings.append(
                    UnreadKeyLeniency.podNote(
                        UnreadKeyLeniency.finding(
                            "\(declaration.typeName) adopts \(routable) but no running router or block route registers it as a \(registry.rawValue) destination\(why); ZIKRouter asserts when registration finishes in debug builds",
                            at: declaration.location,
                            kinds: registry == .view ? [.view, .exclusiveView] : [.service, .exclusiveService],
                            unread: unread, unseen: unseen
                        ), registrations: candidates))
            }
        }
        return findings
    }

    /// The root of a class whose superclass chain is known to reach no responder (`NSObject`, or the
    /// class itself for a root class): ZIKRouter's launch check collects routable views among
    /// `UIResponder` / `NSResponder` subclasses only.
    private static func nonResponderRoot(
        _ declaration: ConformanceDeclaration, _ conformance: ConformanceGraph
    )
        -> String?
    {
        switch conformance.root(of: declaration.typeName, under: declaration.condition) {
        case .framework(let root): FrameworkTypes.viewKind(of: root) == .other ? root : nil
        case .own: "no class (it is a root class)"
        case .unknown: nil
        }
    }
}
