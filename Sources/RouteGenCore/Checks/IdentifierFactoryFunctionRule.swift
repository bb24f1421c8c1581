/// `identifier-factory-function`: ZIKRouter 1.1.1's `registerIdentifier:forMakingView:factory:`
/// and `…configurationFactory:` (and the service versions) assert that the destination class *has*
/// an exclusive router, the inverse of what their block variants check, so every call for a class
/// without one fails in debug builds.
import RouteGenModel

package struct IdentifierFactoryFunctionRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "identifier-factory-function",
        defaultSeverity: .error,
        summary:
            "`registerIdentifier:forMakingView:factory:` / `…configurationFactory:` (or the service versions) for a class without an exclusive router, which ZIKRouter 1.1.1 asserts on.",
        reportedAt: "the `forMaking…` registration",
        rationale:
            "In ZIKRouter 1.1.1 the exclusive-router assertion of the two C-function variants of `registerIdentifier:forMaking…:` is inverted: it fails exactly when the destination class has no exclusive router, so in practice every such registration asserts in debug builds (\"There is a registered exclusive router (null), can't register identifier …\"). Pass a block instead: `registerIdentifier:forMakingView:making:` for `factory:`, `registerIdentifier:forMakingView:configurationMaking:` for `configurationFactory:` (a Swift function reference works as the block). A class that some router registers exclusively is left to `exclusive-conflict`, which reports the registration when it runs before the exclusive one; when routegen cannot read the class argument while exclusive registrations exist, a note says so.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            final class LoginViewController: UIViewController, ZIKRoutableView {}

            func makeLoginViewController(_ configuration: ZIKViewRouteConfiguration) -> Any? {
                LoginViewController()
            }

            final class AppRouteRegistration: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    ZIKAnyViewRouter.registerIdentifier("login", forMakingView: LoginViewController.self, \(mistake ? "factory" : "making"): makeLoginViewController)\(mistake ? " // expect: identifier-factory-function" : "")
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginRouteAdapter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @interface LoginViewController : XXViewController <ZIKRoutableView>
                @end

                @interface LoginRouteAdapter : ZIKViewRouteAdapter
                @end
                """,
            implementation: """
                #import "LoginRouteAdapter.h"

                @implementation LoginViewController
                @end

                static id _Nullable makeLoginViewController(ZIKViewRouteConfiguration *configuration) {
                    return [[LoginViewController alloc] init];
                }

                @implementation LoginRouteAdapter
                + (void)registerRoutableDestination {
                    \(mistake ? functionCall : blockCall)
                }
                @end
                """)
    }

    private static let functionCall = """
        [ZIKViewRouter registerIdentifier:@"login" forMakingView:[LoginViewController class] factory:makeLoginViewController]; // expect: identifier-factory-function
        """
    private static let blockCall = """
        [ZIKViewRouter registerIdentifier:@"login" forMakingView:[LoginViewController class] making:^id _Nullable(ZIKViewRouteConfiguration *configuration) {
                return makeLoginViewController(configuration);
            }];
        """

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            let fact = registration.fact
            guard fact.route == .makingDestination, fact.kind == .identifier, fact.factoryIsFunction,
                seen.insert(fact.location).inserted
            else { continue }
            let registry =
                fact.configurationFactory.map { RegistryKind(isService: !$0.inViewRegistry) }
                ?? registration.registry
            let (selector, block) = Self.selectors(configuration: fact.configurationFactory != nil, registry: registry)
            let exclusive = context.routes.all.filter {
                $0.fact.kind.isExclusive && $0.runs
                    && (registry == nil || $0.registry == nil || $0.registry == registry)
            }
            let consequence =
                "ZIKRouter 1.1.1 inverts the exclusive-router assertion of `\(selector)`, so it asserts for such a class when the registration runs in debug builds; pass a block to `\(block)` instead"
            if let made = fact.madeClass {
                // A class with an exclusive router passes this assertion only when that router
                // registers first; the pair is `exclusive-conflict`'s question.
                guard !exclusive.contains(where: { Self.simple($0.fact.key) == Self.simple(made) }) else { continue }
                findings.append(
                    Finding(
                        "`\(selector)` registers identifier \(fact.key) for \(made), which no router registers exclusively; \(consequence)",
                        at: fact.location))
            } else if exclusive.isEmpty {
                findings.append(
                    Finding(
                        "`\(selector)` registers identifier \(fact.key) for a class, and no router registers any class exclusively; \(consequence)",
                        at: fact.location))
            } else {
                let routers = Set(exclusive.map(\.routeDescription)).sorted().joined(separator: ", ")
                findings.append(
                    ConformanceChecking.undecided(
                        "the class `\(selector)` registers identifier \(fact.key) for has an exclusive router, without which ZIKRouter 1.1.1 asserts",
                        reason: "routegen cannot read its class argument, and \(routers) register classes exclusively",
                        at: fact.location))
            }
        }
        return findings
    }

    /// The selector written and its block variant, as ZIKRouter names them.
    private static func selectors(configuration: Bool, registry: RegistryKind?) -> (String, String) {
        let making =
            switch registry {
            case .view?: "forMakingView"
            case .service?: "forMakingService"
            case nil: "forMaking…"
            }
        return configuration
            ? (
                "registerIdentifier:\(making):configurationFactory:",
                "registerIdentifier:\(making):configurationMaking:"
            )
            : ("registerIdentifier:\(making):factory:", "registerIdentifier:\(making):making:")
    }

    /// `Module.LoginViewController` and `LoginViewController` name one class here.
    private static func simple(_ name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }
}
