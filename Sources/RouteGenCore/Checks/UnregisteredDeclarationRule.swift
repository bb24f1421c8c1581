/// `unregistered-declaration`: a protocol declared routable (a Swift `extension RoutableView where
/// Protocol == P`, or an Objective-C protocol inheriting a `…Routable` protocol) that no running
/// route registers. ZIKRouter reports it only when registration finishes in a debug build (docs/ZIKRouter-semantics.md#registration-finish-checks).
import RouteGenModel

package struct UnregisteredDeclarationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "unregistered-declaration",
        defaultSeverity: .error,
        summary:
            "A protocol declared routable is registered by no router, adapter chain, `forMaking…` registration or block route.",
        reportedAt: "the declaration",
        rationale:
            "A protocol declared routable (`extension RoutableView where Protocol == P`, or an Objective-C protocol inheriting a `…Routable` protocol) that no router, adapter chain, `forMaking…` registration or block route registers. ZIKRouter's launch check in debug builds (`ZIKROUTER_CHECK`) lists every such protocol and asserts, whether or not anything requests it. Register it or remove the declaration. It is a note where a registration routegen cannot see may register it: a router whose `@implementation` is not scanned, or the router of a pod from a spec repository that the registry leaves out (the pod may register its routers itself). When a registration's key is not a literal routegen can read (a constant no scanned file defines, a variable such as `config.routeID`, `NSClassFromString(…)`), it is reported as `dynamic-registration` and an unmatched protocol declaration is only a note: the unread key may be that protocol.",
        triggeringExamples: [
            .swift(
                """
                protocol AboutViewInput: AnyObject {}
                extension RoutableView where Protocol == AboutViewInput { // expect: unregistered-declaration
                    init() { self.init(declaredProtocol: Protocol.self) }
                }
                """),
            RuleExample(files: [
                (
                    "Sources/App/AboutViewInput.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol AboutViewInput <ZIKViewRoutable> // expect: unregistered-declaration
                    @end
                    """
                )
            ]),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                protocol AboutViewInput: AnyObject {}
                extension RoutableView where Protocol == AboutViewInput {
                    init() { self.init(declaredProtocol: Protocol.self) }
                }

                final class AboutViewController: UIViewController, ZIKRoutableView, AboutViewInput {}

                final class AboutViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(AboutViewController.self)
                        register(RoutableView<AboutViewInput>())
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { AboutViewController() }
                }
                """),
            .objc(
                "AboutViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol AboutViewInput <ZIKViewRoutable>
                    @end

                    @interface AboutViewController : UIViewController <ZIKRoutableView, AboutViewInput>
                    @end

                    @interface AboutViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "AboutViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation AboutViewController
                    @end

                    @implementation AboutViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[AboutViewController class]];
                        [self registerViewProtocol:ZIKRoutable(AboutViewInput)];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[AboutViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let unread = UnreadKeyLeniency.sorted(context.graph)
        let unseen = UnreadKeyLeniency.unseenRouters(context.graph)
        return context.graph.routableDeclarations.compactMap { declaration in
            let key = ProtocolKey(kind: declaration.kind, name: declaration.protocolName)
            guard case .unregistered(let gap) = context.routes.resolve(key, under: declaration.condition) else {
                return nil
            }
            return UnreadKeyLeniency.podNote(
                UnreadKeyLeniency.finding(
                    "\(declaration.kind.spokenName) \(declaration.protocolName) is declared routable but not registered: \(gap.explanation); ZIKRouter asserts when registration finishes in debug builds",
                    at: declaration.location, kinds: UnreadKeyLeniency.protocolKinds, unread: unread, unseen: unseen
                ), registrations: gap.notRunning)
        }
    }
}
