/// `router-without-destination`: a concrete router that is not an adapter and whose
/// `registerRoutableDestination` registers no destination class. ZIKRouter's launch check in
/// debug builds asserts on every such router class, registered or not, because it can never
/// make anything a protocol or identifier routes to it. Only a registration bound to the router
/// counts: a block route or a `forMaking…` registration in the same body is a route of its own.
import RouteGenModel

package struct RouterWithoutDestinationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "router-without-destination",
        defaultSeverity: .error,
        summary: "A concrete router registers no destination class in its `registerRoutableDestination`.",
        reportedAt: "the router",
        rationale:
            "Every router that is neither abstract nor an adapter must register the class it makes (`registerView:` / `registerExclusiveView:` / `registerService:` / `registerExclusiveService:`, Swift `registerView(_:)` and the others), in its `registerRoutableDestination`, in a helper that method calls, or from another class's body sent to it. ZIKRouter's launch check in debug builds (`ZIKROUTER_CHECK`) asserts on every router class without one (\"Router class … is not registered with any view class\"). Register the destination, or mark the router abstract (`isAbstractRouter`). When a destination registration's class is not a literal routegen can read, or the router belongs to a pod from a spec repository, the finding is a note.",
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

            protocol NoteViewInput: AnyObject {}
            extension RoutableView where Protocol == NoteViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class NoteViewController: UIViewController, ZIKRoutableView, NoteViewInput {}

            final class NoteViewRouter: ZIKViewRouter<NoteViewController, ViewRouteConfig> {\(mistake ? " // expect: router-without-destination" : "")
                override class func registerRoutableDestination() {\(mistake ? "" : "\n        registerView(NoteViewController.self)")
                    register(RoutableView<NoteViewInput>())
                }

                override func destination(with configuration: ViewRouteConfig) -> NoteViewController? {
                    NoteViewController()
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "NoteViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @protocol NoteViewInput <ZIKViewRoutable>
                @end

                @interface NoteViewController : UIViewController <ZIKRoutableView, NoteViewInput>
                @end

                @interface NoteViewRouter : ZIKViewRouter\(mistake ? " // expect: router-without-destination" : "")
                @end
                """,
            implementation: """
                #import "NoteViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation NoteViewController
                @end

                @implementation NoteViewRouter
                + (void)registerRoutableDestination {\(mistake ? "" : "\n    [self registerView:[NoteViewController class]];")
                    [self registerViewProtocol:ZIKRoutable(NoteViewInput)];
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [NoteViewController new];
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let unread = UnreadKeyLeniency.sorted(context.graph)
        let names = RouterDisplayNames(routers: context.graph.routers)
        var findings: [Finding] = []
        for router in context.graph.routers.sorted(by: { $0.location < $1.location }) {
            guard let pod = LaunchCheckedRouter.pod(of: router) else { continue }
            let destinations = router.registrations.filter { $0.route == .router && $0.kind.registersDestinationClass }
            guard destinations.isEmpty else { continue }
            let kinds: Set<RegistrationKind> =
                router.kind.isService ? [.service, .exclusiveService] : [.view, .exclusiveView]
            let files = Set([router.location.file] + router.registrations.map(\.location.file))
            var finding = UnreadKeyLeniency.finding(
                "router \(names.name(of: router)) registers no \(router.kind.isService ? "service" : "view") class in its `registerRoutableDestination`; ZIKRouter asserts when registration finishes in debug builds",
                at: router.location, kinds: kinds, unread: unread.filter { files.contains($0.location.file) }
            )
            if !pod.isEmpty {
                finding.severity = .note
                finding.message += " (router of pod \(pod), which the app does not build from its own sources)"
            }
            findings.append(finding)
        }
        return findings
    }
}

/// Which routers ZIKRouter's launch check holds to the rules of a concrete router: every router
/// class it finds in the process that is neither abstract nor an adapter. The routers routegen
/// leaves out of the registry for a reason already reported (no `registerRoutableDestination` of
/// their own, a `routegen:ignore` comment, a generic Swift class the runtime never lists) are not
/// reported again; neither are those whose `@implementation` routegen does not see.
enum LaunchCheckedRouter {
    /// Nil when the router is not held to the launch check's rules; "" for an app router; the
    /// pod's name for a router of a pod from a spec repository, which the app cannot edit.
    static func pod(of router: Router) -> String? {
        guard !router.kind.isAdapter else { return nil }
        switch router.exclusion {
        case .abstract?, .generic?, .ignoredByComment?, .implementationNotScanned?, .missingOwnRegistration?: return nil
        case .podLeftOut(let pod)?, .podRegisteredByApp(let pod, _)?: return pod
        default: return ""
        }
    }
}
