/// `header-less-router`: an Objective-C router whose `@interface` is only in a `.m` file. The
/// generated Objective-C registry must import a header to call it (docs/ZIKRouter-semantics.md#runtime-code-generators), so move the
/// `@interface` to a header.
import RouteGenModel

package struct HeaderLessRouterRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "header-less-router",
        defaultSeverity: .warning,
        summary: "An Objective-C router is declared only in a `.m` file, so no header can import it.",
        reportedAt: "the router",
        rationale:
            "An Objective-C router declared only in a `.m` file: the generated Objective-C registry must import a header to call it, so the router is left out. Move its `@interface` to a header. Swift routers need no header.",
        explainsExclusion: true,
        triggeringExamples: [
            RuleExample(files: [
                (
                    "Sources/App/SecretViewRouter.m",
                    """
                    #import <ZIKRouter/ZIKRouter.h>
                    #import <ZIKRouter/ZIKViewRouterInternal.h>
                    #import "SecretViewController.h"

                    @interface SecretViewRouter : ZIKViewRouter // expect: header-less-router
                    @end

                    @implementation SecretViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[SecretViewController class]];
                        [self registerIdentifier:@"secret"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[SecretViewController alloc] init];
                    }
                    @end
                    """
                )
            ])
        ],
        nonTriggeringExamples: [
            .swift(
                """
                import UIKit
                import ZIKRouter
                import ZIKRouter.Internal
                import ZRouter

                final class LoginViewController: UIViewController, ZIKRoutableView {}

                // Swift routers need no header: the rule is about Objective-C only, and never fires here.
                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("login")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }
                """),
            .objc(
                "SecretViewRouter",
                header: """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface SecretViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "SecretViewRouter.h"
                    #import "SecretViewController.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation SecretViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[SecretViewController class]];
                        [self registerIdentifier:@"secret"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[SecretViewController alloc] init];
                    }
                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        context.graph.routers.compactMap { router in
            // The graph leaves such a router out of the registry (`notImportable`); the rule says why.
            guard router.language == .objc, case .notImportable? = router.exclusion else { return nil }
            return Finding(
                "Objective-C router \(router.name) is declared only in \(fileName(router.location.file)); move its @interface to a header so the registry can import it",
                at: router.location)
        }
    }
}
