/// `stale-registry` (with `--registry FILE`): a hand-written registration list, like the
/// `AppRouteRegistry` of docs/ZIKRouter-semantics.md#early-modules-registration, that has drifted from the code. Reports
/// - a registrable router the files never call (at the first call of the registry),
/// - a router called twice, e.g. in both the early and the normal group (at the later call),
/// - a call to a class that is not a router, or to a router that must not be registered
///   (abstract, generic, without its own `registerRoutableDestination`).
///
/// The calls come from the scan (`RouteGraph.registryCalls`): Swift now; the Objective-C scanner
/// must record `[X registerRoutableDestination]` the same way for `.m` registries.
import RouteGenModel

package struct StaleRegistryRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "stale-registry",
        defaultSeverity: .error,
        summary:
            "A hand-written registry (--registry) misses a router, calls one twice, or calls a class that is not a registrable router.",
        reportedAt: "the registry file",
        rationale:
            "With `--registry FILE`: the hand-written registry (an `AppRouteRegistry` that registers early modules first, then the rest) misses a registrable router, calls one twice (the early and the normal group together; its exclusive, identifier and Swift-protocol registrations then trap), or calls a class that is not a registrable router (abstract, generic, without its own `registerRoutableDestination`, or not a router at all).",
        triggeringExamples: [
            RuleExample(
                files: [
                    ("Sources/App/Routers.swift", Self.twoRouters),
                    (
                        "Sources/App/AppRouteRegistry.swift",
                        """
                        import ZIKRouter.Internal

                        enum AppRouteRegistry {
                            static func registerEarlyRoutes() {
                                LoginViewRouter.registerRoutableDestination() // expect: stale-registry
                            }

                            static func registerRoutes() {
                                LoginViewRouter.registerRoutableDestination() // expect: stale-registry
                                AnalyticsTracker.registerRoutableDestination() // expect: stale-registry
                                ZIKRouteRegistry.notifyRegistrationFinished()
                            }
                        }
                        """
                    ),
                ], registryFiles: ["Sources/App/AppRouteRegistry.swift"]),
            RuleExample(
                files: [
                    (
                        "Sources/App/LoginViewRouter.h",
                        """
                        #import <UIKit/UIKit.h>
                        #import <ZIKRouter/ZIKRouter.h>

                        @interface LoginViewController : UIViewController <ZIKRoutableView>
                        @end

                        @interface LoginViewRouter : ZIKViewRouter
                        @end
                        """
                    ),
                    (
                        "Sources/App/LoginViewRouter.m",
                        """
                        #import "LoginViewRouter.h"
                        #import <ZIKRouter/ZIKViewRouterInternal.h>

                        @implementation LoginViewController
                        @end

                        @implementation LoginViewRouter
                        + (void)registerRoutableDestination {
                            [self registerView:[LoginViewController class]];
                            [self registerIdentifier:@"login"];
                        }

                        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                            return [[LoginViewController alloc] init];
                        }
                        @end
                        """
                    ),
                    (
                        "Sources/App/AppRouteRegistry.m",
                        """
                        #import <ZIKRouter/ZIKRouteRegistry.h>
                        #import "LoginViewRouter.h"

                        @implementation AppRouteRegistry
                        + (void)registerRoutes {
                            [LoginViewRouter registerRoutableDestination];
                            [LoginViewRouter registerRoutableDestination]; // expect: stale-registry
                            [ZIKRouteRegistry notifyRegistrationFinished];
                        }
                        @end
                        """
                    ),
                ], registryFiles: ["Sources/App/AppRouteRegistry.m"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    ("Sources/App/Routers.swift", Self.twoRouters),
                    ("Sources/App/main.swift", Self.manualRegistrationMain),
                    (
                        "Sources/App/AppRouteRegistry.swift",
                        """
                        import ZIKRouter.Internal

                        enum AppRouteRegistry {
                            static func registerEarlyRoutes() {
                                LoginViewRouter.registerRoutableDestination()
                            }

                            static func registerRoutes() {
                                HomeViewRouter.registerRoutableDestination()
                                ZIKRouteRegistry.notifyRegistrationFinished()
                            }
                        }
                        """
                    ),
                ], registryFiles: ["Sources/App/AppRouteRegistry.swift"])
        ]
    )

    /// What a hand-written registry needs before the app starts (`registry-setup`).
    private static let manualRegistrationMain = """
        import UIKit
        import ZIKRouter

        ZIKRouteRegistry.autoRegister = false
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
        """

    private static let twoRouters = """
        import UIKit
        import ZIKRouter
        import ZRouter

        final class LoginViewController: UIViewController, ZIKRoutableView {}
        final class HomeViewController: UIViewController, ZIKRoutableView {}

        final class LoginViewRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                registerIdentifier("login")
            }

            override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
        }

        final class HomeViewRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                registerView(HomeViewController.self)
                registerIdentifier("home")
            }

            override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
        }
        """

    package func findings(in context: CheckContext) -> [Finding] {
        guard !context.registryFiles.isEmpty else { return [] }
        let calls = context.graph.registryCalls
            .filter { context.isRegistryFile($0.location.file) }
            .sorted { $0.location < $1.location }
        var findings: [Finding] = []
        // Keyed by module and name: same-named routers in `#if` branches share one call.
        var callsByRouter: [String: [RegistryCall]] = [:]
        for call in calls {
            guard let position = routerPosition(called: call, in: context.graph.routers) else {
                findings.append(
                    Finding(
                        "\(call.receiver).registerRoutableDestination() calls a class that is not a router routegen knows",
                        at: call.location))
                continue
            }
            let router = context.graph.routers[position]
            let key = Self.key(router)
            switch router.exclusion {
            case .generic?, .abstract?, .missingOwnRegistration?, .ignoredByComment?:
                findings.append(
                    Finding(
                        "\(call.receiver).registerRoutableDestination() registers a router that must not be registered: \(router.exclusion!.description)",
                        at: call.location))
            // A router whose implementation routegen does not see is the app's to register by hand.
            case .inaccessible?, .notVisibleAcrossModules?, .notImportable?, .podLeftOut?, .podRegisteredByApp?,
                .implementationNotScanned?, nil:
                let earlier = callsByRouter[key] ?? []
                let certain = earlier.first { ConditionLogic.relation($0.condition, call.condition) == .together }
                let possible = earlier.first { ConditionLogic.relation($0.condition, call.condition) == .unknown }
                if let other = certain ?? possible {
                    let message =
                        "\(call.receiver) is registered twice: in \(Self.place(of: other)) and again in \(Self.place(of: call)); running its `registerRoutableDestination` twice traps on its exclusive, identifier and Swift-protocol registrations"
                    findings.append(
                        certain != nil
                            ? Finding(message, at: call.location)
                            : Finding(
                                message
                                    + " if both run; routegen cannot tell from their conditions whether they run in the same launch",
                                at: call.location, severity: .note))
                }
                callsByRouter[key, default: []].append(call)
            }
        }
        let anchor =
            calls.first?.location
            ?? context.registryPaths.first.map { SourceLocation.wholeFile($0) }
        let missing = context.graph.routers.filter { $0.registrable && callsByRouter[Self.key($0)] == nil }
        let elsewhere = Self.registeredElsewhere(missing, context: context)
        for (file, routers) in elsewhere.sorted(by: { $0.key < $1.key }) {
            let names = routers.map(\.name).sorted()
            let shown =
                names.count <= 5
                ? names.joined(separator: ", ")
                : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
            let path = context.workingDirectory.map { StandardPath.relative(file, to: $0) } ?? file
            findings.append(
                Finding(
                    "the registry does not register \(names.count == 1 ? "a router" : "\(names.count) routers") that \(fileName(file)) registers (\(shown)): when the registry calls that file's code, pass it too (--registry \(path))",
                    at: anchor))
        }
        let explained = Set(elsewhere.values.flatMap { $0.map(Self.key) })
        for router in missing where !explained.contains(Self.key(router)) {
            findings.append(
                Finding(
                    "the registry does not register \(router.kind.spokenName) \(router.name) (declared in \(fileName(router.location.file)))",
                    at: anchor))
        }
        return findings
    }

    /// The routers the given files miss that another scanned file registers by hand, by that
    /// file: a registry split in two (an Objective-C one that calls a Swift one) of which only
    /// one part was passed. Calls inside a router's own `registerRoutableDestination` and in a
    /// generated registry do not count.
    private static func registeredElsewhere(_ missing: [Router], context: CheckContext) -> [String: [Router]] {
        guard !missing.isEmpty else { return [:] }
        var byFile: [String: [Router]] = [:]
        let calls = context.graph.registryCalls.filter {
            !context.isRegistryFile($0.location.file) && $0.function != "registerRoutableDestination"
                && !context.config.isGeneratedRegistry($0.location.file)
        }.sorted { $0.location < $1.location }
        for router in missing {
            guard
                let call = calls.first(where: {
                    $0.receiver == router.name || router.module.map { $0 + "." + router.name } == $0.receiver
                })
            else { continue }
            byFile[call.location.file, default: []].append(router)
        }
        return byFile
    }

    /// The router a call names: `LoginViewRouter`, `LoginKit.LoginViewRouter`, `HelpCenter.HelpViewRouter`.
    private func routerPosition(called call: RegistryCall, in routers: [Router]) -> Int? {
        let matches = routers.indices.filter { index in
            let router = routers[index]
            return router.name == call.receiver || router.module.map { $0 + "." + router.name } == call.receiver
        }
        return matches.first { !routers[$0].condition.excludes(call.condition) } ?? matches.first
    }

    private static func key(_ router: Router) -> String { (router.module ?? "") + "." + router.name }

    private static func place(of call: RegistryCall) -> String {
        let function = call.function.map { "`\($0)()`" } ?? "top-level code"
        return "\(function) (\(fileName(call.location.file)))"
    }
}

extension RouterKind {
    var spokenName: String {
        switch self {
        case .view: "view router"
        case .viewAdapter: "view route adapter"
        case .service: "service router"
        case .serviceAdapter: "service route adapter"
        }
    }
}
