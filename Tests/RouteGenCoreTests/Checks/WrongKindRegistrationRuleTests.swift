import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct WrongKindRegistrationRuleTests {
    let rule = WrongKindRegistrationRule()

    /// The protocols of a shopping module, declared in one header and registered by routers that
    /// another class's header declares.
    private static let protocols = """
        #import <ZIKRouter/ZIKRouter.h>

        @protocol CartViewInput <ZIKViewRoutable>
        @end
        @protocol CartItemsInput <CartViewInput, UITableViewDelegate>
        @end
        @protocol CartServiceInput <ZIKServiceRoutable>
        @end
        @protocol CartModuleInput <ZIKViewModuleRoutable>
        @end
        @protocol CartServiceModuleInput <ZIKServiceModuleRoutable>
        @end
        @protocol CartPlainDelegate <NSObject>
        @end
        """

    private static let routers = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "CartProtocols.h"

        @interface CartCoordinator : NSObject
        @end

        @interface CartViewRouter : ZIKViewRouter<XXViewController *, ZIKViewRouteConfiguration *>
        @end

        @interface CartServiceRouter : ZIKServiceRouter
        @end
        """

    private func objcFindings(
        _ implementation: String, protocols: String = protocols
    ) -> [(String, Diagnostic.Severity)] {
        let graph = Snippet.graph([
            ("Sources/Cart/CartProtocols.h", protocols),
            ("Sources/Cart/CartCoordinator.h", Self.routers),
            ("Sources/Cart/CartRouters.m", implementation),
        ])
        return Checker.run(CheckContext(graph: graph), rules: [rule]).filter { $0.rule == rule.id }.map {
            (CheckSnippet.describe($0), $0.severity)
        }
    }

    @Test func objectiveCSelectorsOfAnotherKindAreErrorsAtTheRegistration() {
        let findings = objcFindings(
            """
            #import "CartCoordinator.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>
            #import <ZIKRouter/ZIKServiceRouterInternal.h>

            @implementation CartViewRouter
            + (void)registerRoutableDestination {
                [self registerViewProtocol:ZIKRoutable(CartItemsInput)];
                [self registerViewProtocol:ZIKRoutable(CartServiceInput)];
                [self registerModuleProtocol:ZIKRoutable(CartModuleInput)];
                [self registerModuleProtocol:ZIKRoutable(CartServiceModuleInput)];
            #if DEBUG
                [self registerViewProtocol:@protocol(CartPlainDelegate)];
            #endif
            }
            @end

            @implementation CartServiceRouter
            + (void)registerRoutableDestination {
                [self registerServiceProtocol:ZIKRoutable(CartServiceInput)];
                [self registerServiceProtocol:ZIKRoutable(CartViewInput)];
                [self registerServiceProtocol:ZIKRoutable(CartServiceModuleInput)];
                [self registerModuleProtocol:ZIKRoutable(CartServiceModuleInput)];
                [self registerModuleProtocol:ZIKRoutable(CartModuleInput)];
            }
            @end
            """)
        #expect(findings.map(\.1) == [.error, .error, .error, .error, .error, .note], "\(findings)")
        let messages = findings.map(\.0)
        #expect(
            messages.first?.hasPrefix(
                "8:11: CartServiceInput is registered by router CartViewRouter with `registerViewProtocol:` but does not inherit ZIKViewRoutable: it is a service protocol (it inherits ZIKServiceRoutable)"
            ) == true, "\(messages)")
        #expect(
            messages.dropFirst().first?.hasPrefix(
                "10:11: CartServiceModuleInput is registered by router CartViewRouter with `registerModuleProtocol:` but does not inherit ZIKViewModuleRoutable"
            ) == true, "\(messages)")
        #expect(
            messages.dropFirst(2).first?.hasPrefix(
                "12:11: CartPlainDelegate is registered by router CartViewRouter with `registerViewProtocol:` but does not inherit ZIKViewRoutable: it inherits none of ZIKRouter's routable protocols"
            ) == true, "\(messages)")
        #expect(
            messages.dropFirst(3).first?.hasPrefix(
                "20:11: CartViewInput is registered by router CartServiceRouter with `registerServiceProtocol:`")
                == true, "\(messages)")
        #expect(
            messages.dropFirst(4).first?.contains("register it with `registerModuleProtocol:`") == true, "\(messages)")
        #expect(
            messages.last?.hasPrefix(
                "23:11: CartModuleInput, registered by router CartServiceRouter with `registerModuleProtocol:`, does not inherit ZIKServiceModuleRoutable"
            ) == true, "\(messages)")
    }

    /// A protocol routegen cannot see to the end: declared nowhere, or inheriting a protocol declared
    /// nowhere. Both are notes naming the protocol; only a framework protocol ends a chain, and a
    /// `ZIK` prefix is not enough to be ZIKRouter's (its demo names app protocols so).
    @Test func protocolsNotFullyScannedAreNotesNamingWhatIsMissing() {
        let protocols =
            Self.protocols + """

                @protocol CartBadgeInput <AppRoutableBase>
                @end
                """
        let findings = objcFindings(
            """
            #import "CartCoordinator.h"

            @implementation CartViewRouter
            + (void)registerRoutableDestination {
                [self registerViewProtocol:ZIKRoutable(CartBadgeInput)];
                [self registerViewProtocol:ZIKRoutable(PaymentViewInput)];
                [self registerViewProtocol:ZIKRoutable(ZIKLoginModuleInput)];
            }
            @end
            """, protocols: protocols)
        #expect(findings.map(\.1) == [.note, .note, .note], "\(findings)")
        #expect(
            findings.first?.0
                == "5:11: routegen cannot decide whether CartBadgeInput, registered by router CartViewRouter with `registerViewProtocol:`, inherits ZIKViewRoutable: CartBadgeInput inherits AppRoutableBase, which no scanned file declares"
        )
        #expect(findings.last?.0.hasSuffix("ZIKLoginModuleInput is declared in no scanned file") == true, "\(findings)")
        #expect(
            findings.dropFirst().first?.0
                == "6:11: routegen cannot decide whether PaymentViewInput, registered by router CartViewRouter with `registerViewProtocol:`, inherits ZIKViewRoutable: PaymentViewInput is declared in no scanned file"
        )
    }

    /// Swift calls the Objective-C selectors with `P.self`; `register(RoutableView<P>())` is not
    /// this rule's (ZRouter keeps a protocol of another kind in its Swift map), nor a protocol
    /// without `@objc`, which no `Protocol` value names. A typealias is followed; a router that
    /// never registers (abstract) asserts nothing.
    @Test func swiftCallsOfTheSelectorsAreCheckedAndRoutableEntriesAreNot() {
        let findings = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/Cart/CartProtocols.swift",
                    """
                    import ZIKRouter

                    @objc protocol CartServiceInput: ZIKServiceRoutable {}
                    @objc protocol CartViewInput: ZIKViewRoutable {}
                    @objc protocol CartItemsInput: CartViewInput {}
                    typealias CartInput = CartServiceInput
                    protocol CartBadgeInput: AnyObject {}
                    """
                ),
                (
                    "Sources/Cart/CartViewRouter.swift",
                    """
                    import ZIKRouter
                    import ZRouter

                    class CartBaseRouter: ZIKAnyViewRouter {
                        override class func isAbstractRouter() -> Bool { self == CartBaseRouter.self }
                        override class func registerRoutableDestination() {
                            registerViewProtocol(CartServiceInput.self)
                        }
                    }

                    final class CartViewRouter: CartBaseRouter {
                        override class func registerRoutableDestination() {
                            registerViewProtocol(CartItemsInput.self)
                            registerViewProtocol(CartInput.self)
                            register(RoutableView<CartServiceInput>(declaredProtocol: CartServiceInput.self))
                            registerViewProtocol(CartBadgeInput.self)
                        }
                    }

                    final class CartServiceRouter: ZIKAnyServiceRouter {
                        override class func registerRoutableDestination() {
                            registerServiceProtocol(CartServiceInput.self)
                            registerServiceProtocol(CartViewInput.self)
                            registerModuleProtocol(CartItemsInput.self)
                        }
                    }
                    """
                ),
            ])
        #expect(findings.count == 3, "\(findings)")
        #expect(
            findings.first?.hasPrefix(
                "14:9: CartServiceInput is registered by router CartViewRouter with `registerViewProtocol(_:)` but does not inherit ZIKViewRoutable"
            ) == true, "\(findings)")
        #expect(
            findings.dropFirst().first?.hasPrefix(
                "23:9: CartViewInput is registered by router CartServiceRouter with `registerServiceProtocol(_:)`")
                == true, "\(findings)")
        #expect(
            findings.last?.hasPrefix(
                "24:9: CartItemsInput, registered by router CartServiceRouter with `registerModuleProtocol(_:)`, does not inherit ZIKServiceModuleRoutable"
            ) == true, "\(findings)")
    }
}
