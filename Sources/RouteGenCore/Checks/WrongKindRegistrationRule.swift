/// `wrong-kind-registration`: a router registers a protocol with a selector of another kind:
/// `registerViewProtocol:` with a protocol that does not inherit `ZIKViewRoutable`,
/// `registerServiceProtocol:` with one that does not inherit `ZIKServiceRoutable`, a view
/// router's `registerModuleProtocol:` with one that does not inherit `ZIKViewModuleRoutable`.
/// ZIKRouter asserts on each under `ZIKROUTER_CHECK`, so every debug launch stops there. A
/// service router's `registerModuleProtocol:` is not checked by ZIKRouter 1.1.1: its key lands in
/// a map no service-module lookup finds under that kind, which is said as a note.
import RouteGenModel

package struct WrongKindRegistrationRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "wrong-kind-registration",
        defaultSeverity: .error,
        summary:
            "A router registers a protocol with the selector of another kind: `registerViewProtocol:` with a protocol that does not inherit `ZIKViewRoutable` (or the service and module equivalents).",
        reportedAt: "the registration",
        rationale:
            "`registerViewProtocol:` needs a protocol inheriting `ZIKViewRoutable`, `registerServiceProtocol:` one inheriting `ZIKServiceRoutable`, and a view router's `registerModuleProtocol:` one inheriting `ZIKViewModuleRoutable`, directly or through other protocols. ZIKRouter asserts on the registration when `ZIKROUTER_CHECK` is on (the default in debug builds), so every debug launch stops there; with the check off, the protocol is registered under a kind no lookup of its own kind reads. Register it with the selector of its kind, or fix the protocol's inheritance. Said only when the protocol's whole inheritance is in the scanned sources; a protocol declared elsewhere, or inheriting one declared elsewhere, gives a note that names it. A service router's `registerModuleProtocol:` with a protocol that does not inherit `ZIKServiceModuleRoutable` is a note: ZIKRouter 1.1.1 does not check it. Swift's `register(RoutableView<P>())` does not compile with an `@objc` protocol of another kind; its other mistakes are `invalid-routable-type`'s. A Swift protocol without `@objc` is left alone: no selector call with it compiles.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import ZIKRouter
            import ZRouter

            @objc protocol CartViewInput: ZIKViewRoutable {}
            @objc protocol CartItemsInput: CartViewInput {}
            \(mistake ? "@objc protocol CartServiceInput: ZIKServiceRoutable {}" : "")

            final class CartViewController: UIViewController, ZIKRoutableView, CartItemsInput {}

            final class CartViewRouter: ZIKViewRouter<CartViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(CartViewController.self)
                    registerViewProtocol(CartItemsInput.self)
                    registerViewProtocol(\(mistake ? "CartServiceInput" : "CartViewInput").self)\(mistake ? " // expect: wrong-kind-registration" : "")
                }

                override func destination(with configuration: ViewRouteConfig) -> CartViewController? {
                    CartViewController()
                }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "CartViewRouter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @protocol CartViewInput <ZIKViewRoutable>
                @end
                \(mistake ? "@protocol CartServiceInput <ZIKServiceRoutable>\n@end" : "")

                @interface CartViewController : UIViewController <ZIKRoutableView, CartViewInput>
                @end

                @interface CartViewRouter : ZIKViewRouter<CartViewController *, ZIKViewRouteConfiguration *>
                @end
                """,
            implementation: """
                #import "CartViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation CartViewController
                @end

                @implementation CartViewRouter

                + (void)registerRoutableDestination {
                    [self registerView:[CartViewController class]];
                    [self registerViewProtocol:ZIKRoutable(\(mistake ? "CartServiceInput" : "CartViewInput"))];\(mistake ? " // expect: wrong-kind-registration" : "")
                }

                - (CartViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [CartViewController new];
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let ancestry = ProtocolAncestry(context.graph)
        var findings: [Finding] = []
        for registration in context.routes.all where registration.runs && registration.fact.route == .router {
            let fact = registration.fact
            guard let required = Self.requiredKind(of: fact), !Self.isRoutableEntry(fact) else { continue }
            // `registerModuleProtocol:` sent to a class routegen does not know: its registry is unknown.
            if fact.registryFromOwner && registration.owner == nil { continue }
            // A protocol without `@objc` makes no `Protocol` value: such a call does not compile.
            if ancestry.isSwiftOnly(fact.key) { continue }
            let selector = Self.selector(fact)
            let protocolName = fact.key
            let root = required.rootProtocol
            let holder = registration.routeDescription
            switch ancestry.reach(protocolName, root) {
            case .reaches:
                continue
            case .unknown(let undeclared):
                let reason =
                    undeclared == protocolName
                    ? "\(protocolName) is declared in no scanned file"
                    : "\(protocolName) inherits \(undeclared), which no scanned file declares"
                findings.append(
                    ConformanceChecking.undecided(
                        "\(protocolName), registered by \(holder) with `\(selector)`, inherits \(root)", reason: reason,
                        at: fact.location))
            case .doesNotReach:
                let kinds = ancestry.kinds(of: protocolName)
                let what =
                    kinds.isEmpty
                    ? "it inherits none of ZIKRouter's routable protocols"
                    : "it is a \(kinds.map(\.spokenName).joined(separator: " and a ")) (it inherits \(kinds.map(\.rootProtocol).joined(separator: " and ")))"
                if required == .serviceModule {
                    findings.append(
                        Finding(
                            "\(protocolName), registered by \(holder) with `\(selector)`, does not inherit \(root): \(what); ZIKRouter 1.1.1 does not check this registration, but no lookup of a service module protocol finds the route through it",
                            at: fact.location, severity: .note
                        ))
                } else {
                    findings.append(
                        Finding(
                            "\(protocolName) is registered by \(holder) with `\(selector)` but does not inherit \(root): \(what); ZIKRouter asserts on this registration in debug builds (`ZIKROUTER_CHECK`)\(Self.fix(kinds, registrationKind: fact.kind, selector: selector))",
                            at: fact.location
                        ))
                }
            }
        }
        return findings.sorted {
            ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < (
                $1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0
            )
        }
    }

    /// The kind the selector registers; nil for anything but a protocol registration.
    private static func requiredKind(of fact: RegistrationFact) -> RoutableKind? {
        switch fact.kind {
        case .viewProtocol: .view
        case .viewModuleProtocol: .viewModule
        case .serviceProtocol: .service
        case .serviceModuleProtocol: .serviceModule
        default: nil
        }
    }

    /// `register(RoutableView<P>())`: ZRouter registers a protocol of another kind in its Swift
    /// map without asserting, and an `@objc` one of another kind does not compile.
    private static func isRoutableEntry(_ fact: RegistrationFact) -> Bool {
        fact.keyIsRoutableEntry && fact.location.file.hasSuffix(".swift")
    }

    /// The selector as the source language spells it.
    private static func selector(_ fact: RegistrationFact) -> String {
        let name =
            switch fact.kind {
            case .viewProtocol: "registerViewProtocol"
            case .serviceProtocol: "registerServiceProtocol"
            default: "registerModuleProtocol"
            }
        return fact.location.file.hasSuffix(".swift") ? "\(name)(_:)" : "\(name):"
    }

    /// Which selector fits the protocol, when it has exactly one kind the router's registry takes.
    private static func fix(_ kinds: [RoutableKind], registrationKind: RegistrationKind, selector: String) -> String {
        let isService = registrationKind == .serviceProtocol || registrationKind == .serviceModuleProtocol
        let fitting = kinds.filter { $0.isService == isService }
        guard fitting.count == 1, let kind = fitting.first else { return "" }
        let name =
            switch kind {
            case .view: "registerViewProtocol"
            case .service: "registerServiceProtocol"
            case .viewModule, .serviceModule: "registerModuleProtocol"
            }
        return "; register it with `\(name)\(selector.hasSuffix(":") ? ":" : "(_:)")`"
    }
}
