/// `declared-type-name`: `self.init(declaredTypeName: "X")` in the extension that declares a Swift
/// protocol routable, where `X` is not `String(describing: P.self)`. ZRouter asserts on it when the
/// entry is made and again when its key is built, and in release builds keys the route under `X`.
import RouteGenModel

package struct DeclaredTypeNameRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "declared-type-name",
        defaultSeverity: .error,
        summary:
            "A routable declaration's `init(declaredTypeName:)` names something other than `String(describing: Protocol.self)`.",
        reportedAt: "the string passed as `declaredTypeName`",
        rationale:
            "`extension RoutableView where Protocol == P { init() { self.init(declaredTypeName: \"P\") } }` (and the module and service kinds) lets ZRouter key the entry without working out `String(describing: P.self)` at launch. It asserts in debug builds that the two are equal when the entry is made (\"declaredTypeName should equal to String(describing:) of P\"), and its registry asserts it again, and that the key has no module prefix, when a route is registered or requested; in release builds the route is keyed under the string, so a registration and a request that spell the protocol differently miss each other. `String(describing:)` of a protocol is its simple name: no module, no enclosing type, and a typealias's target rather than the alias. A composition is a note: the order Swift prints its members in is not known here. Objective-C has no such form.",
        triggeringExamples: [swiftExample(mistake: true)],
        // Objective-C keys a protocol by `@protocol(P)`: there is no name to get wrong.
        nonTriggeringExamples: [swiftExample(mistake: false), SwiftOnlyRuleExamples.objcLoginRouter]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol LoginViewInput: AnyObject {}
            protocol ClockService: AnyObject {}
            typealias ClockInput = ClockService

            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredTypeName: \(mistake ? "\"LoginInput\") } // expect: declared-type-name" : "\"LoginViewInput\") }")
            }

            extension RoutableService where Protocol == ClockInput {
                init() { self.init(declaredTypeName: \(mistake ? "\"AppKit.ClockService\") } // expect: declared-type-name" : "\"ClockService\") }")
            }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
                    LoginViewController()
                }
            }

            final class Clock: NSObject, ZIKRoutableService, ClockService {}

            final class ClockServiceRouter: ZIKServiceRouter<Clock, PerformRouteConfig> {
                override class func registerRoutableDestination() {
                    registerService(Clock.self)
                    register(RoutableService<ClockInput>())
                }

                override func destination(with configuration: PerformRouteConfig) -> Clock? {
                    Clock()
                }
            }
            """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for declared in context.graph.declaredTypeNames {
            let entry = "\(declared.kind.swiftEntryType)<\(declared.protocolName)>"
            guard !declared.protocolName.contains("&") else {
                findings.append(
                    ConformanceChecking.undecided(
                        "`declaredTypeName: \"\(declared.typeName)\"` is `String(describing:)` of \(entry)'s protocol",
                        reason: "the order Swift prints a composition's members in is not known here",
                        at: declared.location))
                continue
            }
            let described = Self.describing(declared.protocolName)
            guard declared.typeName != described else { continue }
            let prefix =
                declared.typeName.contains(".") ? "; ZRouter also asserts that a key has no module prefix" : ""
            findings.append(
                Finding(
                    "\(entry) is declared with `declaredTypeName: \"\(declared.typeName)\"`, but `String(describing: \(declared.protocolName).self)` is \"\(described)\"; ZRouter asserts when the entry is made in debug builds\(prefix), and in release builds keys the route under \"\(declared.typeName)\"",
                    at: declared.location))
        }
        return findings
    }

    /// `String(describing:)` of a protocol: its simple name, without module or enclosing types.
    static func describing(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
