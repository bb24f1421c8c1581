/// `missing-destination-override`: a concrete router that is not an adapter and does not define
/// `-destinationWithConfiguration:` / `destination(with:)` itself. ZIKRouter's launch check in
/// debug builds asserts on it ("must override -destinationWithConfiguration: to return
/// destination"), whether the router is registered or not: it looks for the method on the class
/// itself, so one inherited from a user base router does not count.
import RouteGenModel

package struct MissingDestinationOverrideRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "missing-destination-override",
        defaultSeverity: .error,
        summary: "A concrete router does not define its own `-destinationWithConfiguration:` / `destination(with:)`.",
        reportedAt: "the router",
        rationale:
            "A router that is neither abstract nor an adapter must make its destination in its own `-destinationWithConfiguration:` (Swift: `override func destination(with configuration:)`). ZIKRouter's launch check in debug builds (`ZIKROUTER_CHECK`) asserts on every router class that does not implement it itself, registered or not; a method inherited from a user base router does not count. Define it, or mark the router abstract (`isAbstractRouter`). Nothing is said of an Objective-C router whose `@implementation` is not scanned.",
        triggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class NoteViewController: UIViewController, ZIKRoutableView {}

                class AppViewRouter: ZIKAnyViewRouter {
                    override class func isAbstractRouter() -> Bool { self == AppViewRouter.self }
                    override func destination(with configuration: ViewRouteConfig) -> Any? { nil }
                }

                final class NoteViewRouter: AppViewRouter { // expect: missing-destination-override
                    override class func registerRoutableDestination() {
                        registerView(NoteViewController.self)
                    }
                }
                """),
            .objc(
                "NoteViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface NoteViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface NoteViewRouter : ZIKViewRouter // expect: missing-destination-override
                    @end
                    """,
                implementation: """
                    #import "NoteViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation NoteViewController
                    @end

                    @implementation NoteViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[NoteViewController class]];
                    }
                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class NoteViewController: UIViewController, ZIKRoutableView {}

                final class NoteViewRouter: ZIKViewRouter<NoteViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(NoteViewController.self)
                    }

                    override func destination(with configuration: ViewRouteConfig) -> NoteViewController? {
                        NoteViewController()
                    }
                }

                // An adapter makes no destination itself: it registers keys for other routers.
                final class AppRouteAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        NoteViewRouter.registerIdentifier("note")
                    }
                }
                """),
            .objc(
                "NoteViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface NoteViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface NoteViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "NoteViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation NoteViewController
                    @end

                    @implementation NoteViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[NoteViewController class]];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [NoteViewController new];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let names = RouterDisplayNames(routers: context.graph.routers)
        return context.graph.routers.sorted(by: { $0.location < $1.location }).compactMap { router in
            guard let pod = LaunchCheckedRouter.pod(of: router), router.definesDestination == false else { return nil }
            let method = router.language == .swift ? "`destination(with:)`" : "`-destinationWithConfiguration:`"
            var finding = Finding(
                "router \(names.name(of: router)) does not define its own \(method), which makes its destination; ZIKRouter asserts when registration finishes in debug builds",
                at: router.location
            )
            if !pod.isEmpty {
                finding.severity = .note
                finding.message += " (router of pod \(pod), which the app does not build from its own sources)"
            }
            return finding
        }
    }
}
