/// `unreachable-router`: a router the generated registry cannot call — `private`, `fileprivate`
/// (or nested in such a scope), or internal to a module other than the registry's. It would never
/// be registered, so every route it registers is missing at run time.
///
/// The graph builder records the exclusion on the router; this rule words it, as an error in
/// `check` and as a warning in `generate`.
import RouteGenModel

package struct UnreachableRouterRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "unreachable-router",
        defaultSeverity: .error,
        summary: "A router is private, fileprivate, or not public across modules, so the registry cannot call it.",
        reportedAt: "the router",
        rationale:
            "A router the generated registry cannot call: `private`, `fileprivate` (or nested in such a scope), or internal to another module than the registry's. It is never registered, so every route it registers is missing at run time. Make it `public` (or `open`), or move it. Objective-C has no access control: its routers are never reported.",
        explainsExclusion: true,
        triggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                private final class HiddenViewRouter: ZIKAnyViewRouter { // expect: unreachable-router
                    override class func registerRoutableDestination() {
                        registerView(HiddenViewController.self)
                        registerIdentifier("hidden")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { HiddenViewController() }
                }

                enum Settings {
                    fileprivate final class SettingsViewRouter: ZIKAnyViewRouter { // expect: unreachable-router
                        override class func registerRoutableDestination() {
                            registerView(SettingsViewController.self)
                            registerIdentifier("settings")
                        }

                        override func destination(with configuration: ViewRouteConfig) -> Any? { SettingsViewController() }
                    }
                }
                """),
            RuleExample(
                files: [
                    (
                        "Sources/FeedKit/FeedViewRouter.swift",
                        """
                        import ZIKRouter
                        import ZRouter

                        final class FeedViewRouter: ZIKAnyViewRouter { // expect: unreachable-router
                            override class func registerRoutableDestination() {
                                registerView(FeedViewController.self)
                                registerIdentifier("feed")
                            }

                            override func destination(with configuration: ViewRouteConfig) -> Any? { FeedViewController() }
                        }
                        """
                    )
                ], registryModule: "App"),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class VisibleViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(VisibleViewController.self)
                        registerIdentifier("visible")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { VisibleViewController() }
                }

                enum Settings {
                    final class SettingsViewRouter: ZIKAnyViewRouter {
                        override class func registerRoutableDestination() {
                            registerView(SettingsViewController.self)
                            registerIdentifier("settings")
                        }

                        override func destination(with configuration: ViewRouteConfig) -> Any? { SettingsViewController() }
                    }
                }
                """),
            RuleExample(
                files: [
                    (
                        "Sources/FeedKit/FeedViewRouter.swift",
                        """
                        import ZIKRouter
                        import ZRouter

                        public final class FeedViewRouter: ZIKAnyViewRouter {
                            public override class func registerRoutableDestination() {
                                registerView(FeedViewController.self)
                                registerIdentifier("feed")
                            }

                            public override func destination(with configuration: ViewRouteConfig) -> Any? { FeedViewController() }
                        }
                        """
                    )
                ], registryModule: "App"),
            // Objective-C has no access levels: another module's router is always callable.
            RuleExample(
                files: [
                    (
                        "Sources/FeedKit/FeedViewRouter.h",
                        """
                        #import <ZIKRouter/ZIKRouter.h>

                        @interface FeedViewRouter : ZIKViewRouter
                        @end
                        """
                    ),
                    (
                        "Sources/FeedKit/FeedViewRouter.m",
                        """
                        #import "FeedViewRouter.h"
                        #import "FeedViewController.h"
                        #import <ZIKRouter/ZIKViewRouterInternal.h>

                        @implementation FeedViewRouter
                        + (void)registerRoutableDestination {
                            [self registerView:[FeedViewController class]];
                            [self registerIdentifier:@"feed"];
                        }

                        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                            return [[FeedViewController alloc] init];
                        }
                        @end
                        """
                    ),
                ], registryModule: "App"),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let names = RouterDisplayNames(routers: context.graph.routers)
        return context.graph.routers.compactMap { router in
            switch router.exclusion {
            case .inaccessible?, .notVisibleAcrossModules?:
                return Finding(
                    "router \(names.name(of: router)) is not registered: \(router.exclusion!.description)",
                    at: router.location)
            default:
                return nil
            }
        }
    }
}
