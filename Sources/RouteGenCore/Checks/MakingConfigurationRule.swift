/// `making-configuration`: a `forMaking…` module registration's configuration factory must make
/// a `ZIKConfigurationMakeable` configuration, and in the view registry a
/// `ZIKViewRouteConfiguration`. ZIKRouter calls the factory when the registration runs in debug
/// builds and asserts on anything else (`validateMakeableConfiguration:`).
import RouteGenModel

package struct MakingConfigurationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "making-configuration",
        defaultSeverity: .error,
        summary:
            "A `forMaking…` module registration's configuration factory makes a configuration that is not `ZIKConfigurationMakeable`, or not a `ZIKViewRouteConfiguration` for a view.",
        reportedAt: "the `forMaking…` registration",
        rationale:
            "`registerModuleProtocol:forMakingView:making:` (and `…factory:`, `registerIdentifier:forMakingView:configurationMaking:` / `…configurationFactory:`, the service versions, ZRouter's `register(RoutableViewModule<P>(), forMakingView:making:)`) make the destination from the configuration the factory returns, through its `makeDestination` block. In debug builds ZIKRouter calls the factory while the registration runs and asserts unless the configuration adopts `ZIKConfigurationMakeable` and, in the view registry, is a `ZIKViewRouteConfiguration`. Return a `ZIKViewMakeableConfiguration` / `ZIKServiceMakeableConfiguration` (ZRouter: `ViewMakeableConfiguration` / `ServiceMakeableConfiguration`), a subclass of one, or a class that adopts `ZIKConfigurationMakeable`. routegen reads the class from a block or closure whose returns instantiate it (`[C new]`, `[[C alloc] init…]`, `C()`, or a constant holding one) and from a C factory function defined in the same file; when it cannot read the class, or the class's chain leaves the scanned sources, a note says so.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol LoginModuleInput: AnyObject {
                var makeDestinationWith: (_ account: String) -> LoginViewInput? { get }
            }
            protocol LoginViewInput: AnyObject {}

            extension RoutableViewModule where Protocol == LoginModuleInput {
                init() { self.init(declaredProtocol: LoginModuleInput.self) }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

            final class LoginModuleConfiguration: \(mistake ? "ZIKViewRouteConfiguration" : "ViewMakeableConfiguration<LoginViewInput, (String) -> LoginViewInput?>"), LoginModuleInput {
                var makeDestinationWith: (_ account: String) -> LoginViewInput? { { _ in LoginViewController() } }
            }

            final class AppRouteRegistration: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(RoutableViewModule<LoginModuleInput>(), forMakingView: LoginViewController.self) {\(mistake ? " // expect: making-configuration" : "")
                        LoginModuleConfiguration()
                    }
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginRouteAdapter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginModuleInput <ZIKViewModuleRoutable>
                @property (nonatomic, copy) void(^didLogin)(void);
                @end

                @interface LoginModuleConfiguration : \(mistake ? "ZIKViewRouteConfiguration" : "ZIKViewMakeableConfiguration") <LoginModuleInput>
                @end

                @interface LoginViewController : XXViewController <ZIKRoutableView>
                @end

                @interface LoginRouteAdapter : ZIKViewRouteAdapter
                @end
                """,
            implementation: """
                #import "LoginRouteAdapter.h"

                @implementation LoginModuleConfiguration
                @synthesize didLogin;
                @end

                @implementation LoginViewController
                @end

                @implementation LoginRouteAdapter
                + (void)registerRoutableDestination {
                    [ZIKModuleViewRouter(LoginModuleInput) registerModuleProtocol:ZIKRoutable(LoginModuleInput)\(mistake ? " // expect: making-configuration" : "")
                                                                    forMakingView:[LoginViewController class]
                                                                           making:^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                        LoginModuleConfiguration *config = [[LoginModuleConfiguration alloc] init];
                        return config;
                    }];
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            guard let factory = registration.fact.configurationFactory, seen.insert(registration.fact.location).inserted
            else { continue }
            let subject =
                "the configuration factory of the `forMaking…` registration of \(registration.fact.key) in \(registration.fact.enclosingType)"
            guard let made = factory.madeClass else {
                findings.append(
                    ConformanceChecking.undecided(
                        "\(subject) makes a `ZIKConfigurationMakeable`\(factory.inViewRegistry ? " `ZIKViewRouteConfiguration`" : "")",
                        reason: factory.unreadBecause ?? "routegen cannot read the class it returns",
                        at: registration.fact.location
                    ))
                continue
            }
            let read = " (returned at \(ConformanceChecking.place(factory.location)))"
            switch verdict(made, inViewRegistry: factory.inViewRegistry, under: registration.condition, conformance) {
            case .accepted:
                continue
            case .fault(let what):
                findings.append(
                    Finding(
                        "\(subject) makes \(made)\(read), which \(what); ZIKRouter asserts when the registration runs in debug builds",
                        at: registration.fact.location
                    ))
            case .undecided(let reason):
                findings.append(
                    ConformanceChecking.undecided(
                        "\(made), which \(subject) makes\(read), is a `ZIKConfigurationMakeable`\(factory.inViewRegistry ? " `ZIKViewRouteConfiguration`" : "")",
                        reason: reason, at: registration.fact.location
                    ))
            }
        }
        return findings
    }

    private enum Verdict {
        case accepted
        /// What is wrong, as a clause after "which".
        case fault(String)
        case undecided(String)
    }

    private func verdict(
        _ className: String, inViewRegistry: Bool, under condition: BuildCondition, _ conformance: ConformanceGraph
    ) -> Verdict {
        for (base, isView) in FrameworkTypes.makeableConfigurations.sorted(by: { $0.key < $1.key })
        where conformance.descends(className, from: base, under: condition) == .conforms {
            if isView || !inViewRegistry { return .accepted }
            return .fault("is a \(base), not a ZIKViewRouteConfiguration")
        }
        let root: String
        switch conformance.root(of: className, under: condition) {
        case .framework(let name): root = name
        case .own: root = "a root class of the app"
        case .unknown(let reason): return .undecided(reason)
        }
        if inViewRegistry && !FrameworkTypes.viewConfigurations.contains(root) {
            return .fault("is not a ZIKViewRouteConfiguration (its chain ends at \(root))")
        }
        var reason: String?
        for name in FrameworkTypes.makeableProtocols {
            switch conformance.conforms(className, to: name, under: condition) {
            case .conforms: return .accepted
            case .unknown(let why): reason = reason ?? why
            case .doesNotConform: continue
            }
        }
        if let reason { return .undecided(reason) }
        return .fault("does not adopt ZIKConfigurationMakeable")
    }
}
