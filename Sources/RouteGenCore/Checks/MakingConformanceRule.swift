/// `making-conformance`: a `forMaking…` registration of a protocol makes its destination (or its
/// configuration) from a class it names or a factory it is given, and ZIKRouter (or ZRouter, for a
/// Swift routable entry) asserts when the registration runs in debug builds unless that class
/// conforms to the protocol. `destination-conformance` checks routers and block routes; this rule
/// checks the `forMaking…` registrations, which are routes of their own.
import RouteGenModel

package struct MakingConformanceRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "making-conformance",
        defaultSeverity: .error,
        summary:
            "The class a `forMaking…` registration makes, or the configuration its factory makes, does not conform to the protocol it registers.",
        reportedAt: "the `forMaking…` registration",
        rationale:
            "`registerViewProtocol:forMakingView:` (and `…factory:`, `…making:`), `registerServiceProtocol:forMakingService:…` and ZRouter's `register(RoutableView<P>(), forMakingView: C.self)` (with or without `making:`, and the service versions) assert when they run in debug builds unless the class conforms to the protocol; `registerModuleProtocol:forMakingView:making:` / `…factory:` (and the service versions) call the configuration factory and assert unless its configuration conforms to the module protocol. Conformance counts from the class's declaration, categories, class extensions, Swift extensions, superclasses and protocol inheritance. Add the protocol to the class, or register the right class. The configuration is read as `making-configuration` reads it; a Swift `RoutableViewModule<P>` factory is left to the compiler, which requires its closure to return `P`. When a class, superclass or protocol is outside the scanned sources, or a conformance may be added at run time, a note says so.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol AboutViewInput: AnyObject {
                var version: String { get set }
            }

            extension RoutableView where Protocol == AboutViewInput {
                init() { self.init(declaredProtocol: AboutViewInput.self) }
            }

            final class AboutViewController: UIViewController, ZIKRoutableView {
                var version = ""
            }
            \(mistake ? "" : "\nextension AboutViewController: AboutViewInput {}\n")
            final class AppRouteRegistration: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(RoutableView<AboutViewInput>(), forMakingView: AboutViewController.self)\(mistake ? " // expect: making-conformance" : "")
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "ClockRouteAdapter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @protocol ClockServiceInput <ZIKServiceRoutable>
                - (NSDate *)now;
                @end

                @interface SystemClock : NSObject <ZIKRoutableService\(mistake ? "" : ", ClockServiceInput")>
                @end

                @interface ClockRouteAdapter : ZIKServiceRouteAdapter
                @end
                """,
            implementation: """
                #import "ClockRouteAdapter.h"

                @implementation SystemClock
                - (NSDate *)now {
                    return [NSDate date];
                }
                @end

                @implementation ClockRouteAdapter
                + (void)registerRoutableDestination {
                    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];\(mistake ? " // expect: making-conformance" : "")
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs && registration.fact.route == .makingDestination
        {
            let fact = registration.fact
            let made: (className: String, what: String)
            switch fact.kind {
            case .viewProtocol, .serviceProtocol:
                guard let className = fact.madeClass else { continue }
                made = (
                    className,
                    "class \(className), which the `forMaking…` registration of \(fact.key) in \(fact.enclosingType) makes,"
                )
            case .viewModuleProtocol, .serviceModuleProtocol:
                // ZRouter's `making: () -> Protocol` is typed: the compiler checks what it returns.
                guard !fact.keyIsRoutableEntry, let factory = fact.configurationFactory,
                    let className = factory.madeClass
                else { continue }
                made = (
                    className,
                    "configuration class \(className), which the configuration factory of the `forMaking…` registration of \(fact.key) in \(fact.enclosingType) makes (returned at \(ConformanceChecking.place(factory.location))),"
                )
            default:
                continue
            }
            guard seen.insert(fact.location).inserted else { continue }
            let verdicts = ConformanceChecking.members(of: fact.key).map {
                ($0, conformance.satisfies(made.className, $0, under: registration.condition))
            }
            let missing = verdicts.filter { $0.1 == .doesNotConform }.map(\.0)
            let asserter = fact.keyIsRoutableEntry ? "ZRouter" : "ZIKRouter"
            if !missing.isEmpty {
                findings.append(
                    Finding(
                        "\(made.what) does not \(DestinationConformanceRule.describe(missing, conformance: conformance)); \(asserter) asserts when the registration runs in debug builds",
                        at: fact.location
                    ))
            } else if let (member, reason) = ConformanceChecking.firstUnknown(verdicts) {
                findings.append(
                    ConformanceChecking.undecided(
                        "\(made.what) \(conformance.isClass(member) ? "descends from" : "conforms to") \(member)",
                        reason: reason, at: fact.location
                    ))
            }
        }
        return findings
    }
}
