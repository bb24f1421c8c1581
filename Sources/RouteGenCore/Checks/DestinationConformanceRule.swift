/// `destination-conformance`: a router or a block route registers a destination class
/// (`registerView`, `registerExclusiveService`, `makeRouteWithDestination:`…) and a view or
/// service protocol, and the class does not conform to the protocol. ZIKRouter checks every such pair when registration runs in a debug build and
/// asserts, so the app stops at launch. Only certain mismatches are errors: a class, superclass or
/// protocol routegen cannot see, a conformance added at run time or under an unreadable condition,
/// or a pair that may never run in the same build gives no error (the last gives a note).
import RouteGenModel

package struct DestinationConformanceRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "destination-conformance",
        defaultSeverity: .error,
        summary:
            "A destination class a router or block route registers does not conform to a view or service protocol the same route registers.",
        reportedAt: "the destination registration",
        rationale:
            "A router or a block route (`[ZIKViewRoute makeRouteWithDestination:…]`, `ZIKViewRoute<C, Config>.make(withDestination:…)`) registers a destination class and a view or service protocol (or a composition such as `UIViewController & P`) that the class does not conform to, taking its declaration, categories, class extensions, Swift extensions, superclasses and protocol inheritance into account. ZIKRouter asserts on it at launch in debug builds. Add the protocol to the class (or a category or extension of it), or register the right class. Nothing is reported when any piece is outside the scanned sources or conformance may be added at run time (`class_addProtocol`); when the two registrations' conditions cannot be related, a note is given instead. See docs/destination-conformance.md.",
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

            protocol LoginViewInput: AnyObject {
                var account: String? { get set }
            }

            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView {
                var account: String?
            }
            \(mistake ? "" : "\nextension LoginViewController: LoginViewInput {}\n")
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)\(mistake ? " // expect: destination-conformance" : "")
                    register(RoutableView<LoginViewInput>())
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }
            """)
    }

    /// The Objective-C example, with the mistake or without it.
    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginViewRouter",
            header: """
                #import <UIKit/UIKit.h>
                #import <ZIKRouter/ZIKRouter.h>

                @protocol LoginViewInput <ZIKViewRoutable>
                @property (nonatomic, copy, nullable) NSString *account;
                @end

                @interface LoginViewController : UIViewController <ZIKRoutableView>
                @end
                \(mistake ? "" : "\n@interface LoginViewController (Input) <LoginViewInput>\n@end\n")
                @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "LoginViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginViewController
                @synthesize account;
                @end

                @implementation LoginViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];\(mistake ? " // expect: destination-conformance" : "")
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        for group in ConformanceChecking.registrationsByRoute(context.routes) {
            let destinations = group.filter { $0.fact.kind.registersDestinationClass }
            let protocols = group.filter { $0.fact.kind == .viewProtocol || $0.fact.kind == .serviceProtocol }
            for destination in destinations {
                for registered in protocols where registered.registry == destination.registry {
                    let relation = ConditionLogic.relation(destination.condition, registered.condition)
                    guard relation != .exclusive else { continue }
                    let condition = destination.condition.appending(registered.condition)
                    let className = destination.fact.key
                    let verdicts = ConformanceChecking.members(of: registered.fact.key).map {
                        ($0, conformance.satisfies(className, $0, under: condition))
                    }
                    let missing = verdicts.filter { $0.1 == .doesNotConform }.map(\.0)
                    // One member routegen cannot decide leaves the others to speak: a known mismatch is one.
                    guard !missing.isEmpty else {
                        if let (member, reason) = ConformanceChecking.firstUnknown(verdicts), relation != .unknown {
                            findings.append(
                                ConformanceChecking.undecided(
                                    "\(className), registered by \(destination.routeDescription) here, \(conformance.isClass(member) ? "descends from" : "conforms to") \(member), which the same \(destination.fact.route == .blockRoute ? "block route" : "router") registers at \(ConformanceChecking.place(registered.fact.location))",
                                    reason: reason, at: destination.fact.location
                                ))
                        }
                        continue
                    }
                    let kind = registered.fact.kind == .viewProtocol ? "view" : "service"
                    let sameRoute = destination.fact.route == .blockRoute ? "the same block route" : "the same router"
                    let written = registered.fact.writtenKey.map { " (written \($0))" } ?? ""
                    var message =
                        "\(kind) class \(className), registered by \(destination.routeDescription) here, does not "
                        + Self.describe(missing, conformance: conformance)
                        + ", but \(sameRoute) registers \(kind) protocol \(registered.fact.key)\(written) at \(ConformanceChecking.place(registered.fact.location)); ZIKRouter asserts at launch in debug builds"
                    if relation == .unknown {
                        message += ConformanceChecking.unknownPairing
                        findings.append(Finding(message, at: destination.fact.location, severity: .note))
                    } else {
                        findings.append(Finding(message, at: destination.fact.location))
                    }
                }
            }
        }
        return findings
    }

    /// `conform to LoginViewInput`, `descend from UIViewController`, joined with "or".
    static func describe(_ members: [String], conformance: ConformanceGraph) -> String {
        members.map { conformance.isClass($0) ? "descend from \($0)" : "conform to \($0)" }.joined(separator: " or ")
    }
}
