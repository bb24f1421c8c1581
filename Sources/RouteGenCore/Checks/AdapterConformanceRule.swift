/// `adapter-conformance`: an adapter registers protocol A for adaptee B, and the route that finally
/// answers B (following further adapters) has a destination class that does not conform to A, or,
/// for a module adapter, a configuration class that does not. ZIKRouter's launch checks look the
/// adapter protocol up like any other and validate what they find against it, so the app stops
/// at launch in debug builds; ZRouter asserts again when the adapted route is made.
import RouteGenModel

package struct AdapterConformanceRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "adapter-conformance",
        defaultSeverity: .error,
        summary:
            "The route an adapter leads to has a destination (or configuration) class that does not conform to the adapter protocol.",
        reportedAt: "the adapter registration",
        rationale:
            "An adapter registers a protocol for an adaptee (`registerDestinationAdapter:forAdaptee:`, `register(adapter:forAdaptee:)`, and the module versions). A lookup of the adapter protocol hands out the route that registers the adaptee, following further adapters, so its destination classes must conform to the adapter protocol, and for a module adapter its configuration class must. ZIKRouter checks this at launch in debug builds and asserts; ZRouter asserts again when the route is made. Apps usually add the conformance where they define the adapter protocol: a category (`@interface LoginViewController (Shop) <ShopLoginViewInput>`) or an extension (`extension LoginViewController: ShopLoginViewInput {}`), which count from any file. When a class, protocol or configuration of the chain is not in the scanned sources, conformance may be added at run time, or the registrations' conditions cannot be related, a note says what could not be decided.",
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

            protocol LoginViewInput: AnyObject {}
            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            protocol RequiredLoginViewInput: AnyObject {}
            extension RoutableView where Protocol == RequiredLoginViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}
            \(mistake ? "" : "\nextension LoginViewController: RequiredLoginViewInput {}\n")
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }

            final class AppRouteAdapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<RequiredLoginViewInput>(), forAdaptee: RoutableView<LoginViewInput>())\(mistake ? " // expect: adapter-conformance" : "")
                }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "AppRouteAdapter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginViewInput <ZIKViewRoutable>
                @end

                @protocol RequiredLoginViewInput <ZIKViewRoutable>
                @end

                @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
                @end
                \(mistake ? "" : "\n@interface LoginViewController (RequiredLogin) <RequiredLoginViewInput>\n@end\n")
                @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
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
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }
                @end

                @implementation AppRouteAdapter
                + (void)registerRoutableDestination {
                    [self registerDestinationAdapter:ZIKRoutable(RequiredLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];\(mistake ? " // expect: adapter-conformance" : "")
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let check = AdapterConformanceCheck(context)
        var findings: [Finding] = []
        var seen: Set<String> = []
        for key in context.routes.adapters.keys.sorted() {
            for adapter in context.routes.adapters[key]! where adapter.runs {
                // An adapter whose registry is not known sits under both registries' keys.
                for finding in check.findings(for: adapter, kind: key.kind) {
                    let identity =
                        "\(finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "")\u{0}\(finding.message)"
                    if seen.insert(identity).inserted { findings.append(finding) }
                }
            }
        }
        return findings
    }
}
