/// `duplicate-identifier`: one identifier or URL pattern registered twice in the same registry,
/// even by the same router (docs/ZIKRouter-semantics.md#runtime-conflicts-duplicate-keys; `registerURLPattern` also registers the pattern as an
/// identifier). Reported at both registrations; mutually exclusive `#if` or runtime branches never conflict.
public struct DuplicateIdentifierRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-identifier",
        defaultSeverity: .error,
        summary: "The same identifier or URL pattern is registered twice in the same registry.",
        reportedAt: "both registrations",
        rationale: "One identifier or URL pattern registered twice in the same registry, even by one router; ZIKRouter traps on the second registration. `registerURLPattern` registers the pattern as an identifier too.",
        triggeringExamples: [
            .swift("""
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class HomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home") // expect: duplicate-identifier
                    registerURLPattern("app://home") // expect: duplicate-identifier
                }
            }

            final class LegacyHomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home") // expect: duplicate-identifier
                    registerURLPattern("app://home") // expect: duplicate-identifier
                }
            }
            """),
            .objc("HomeViewRouter", header: """
            #import <ZIKRouter/ZIKRouter.h>

            @interface HomeViewRouter : ZIKViewRouter
            @end
            """, implementation: """
            #import "HomeViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation HomeViewRouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:@"home"]; // expect: duplicate-identifier
                [self registerIdentifier:@"home"]; // expect: duplicate-identifier
            }
            @end
            """),
        ],
        nonTriggeringExamples: [
            .swift("""
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            #if DEBUG
            final class DebugHomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home")
                }
            }
            #else
            final class HomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home")
                }
            }
            #endif

            // Identifiers are unique per registry: a service may reuse a view's.
            final class HomeServiceRouter: ZIKAnyServiceRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home")
                }
            }
            """),
            .objc("HomeViewRouter", header: """
            #import <ZIKRouter/ZIKRouter.h>

            @interface HomeViewRouter : ZIKViewRouter
            @end
            """, implementation: """
            #import "HomeViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation HomeViewRouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:@"home"];
                [self registerURLPattern:@"app://home/:tab"];
            }
            @end
            """),
        ]
    )


    public func findings(in context: CheckContext) -> [Finding] {
        let patternCalls = Set(context.routes.urlPatterns.map { $0.fact.location })
        var findings: [Finding] = []
        for identifier in context.routes.identifiers.keys.sorted() {
            let registrations = context.routes.identifiers[identifier]!
            for registry in [RegistryKind.view, .service] {
                for pair in Conflicts.pairs(registrations.filter { $0.registry == registry }) {
                    let registration = pair.registration
                    let what = patternCalls.contains(registration.fact.location) ? "URL pattern" : "identifier"
                    findings.append(Conflicts.finding(pair,
                        "\(registry.rawValue) \(what) \"\(identifier)\" is registered by \(registration.routeDescription) and also by \(Conflicts.list(pair.others)); ZIKRouter asserts on the second registration"
                    ))
                }
            }
        }
        return findings
    }
}
