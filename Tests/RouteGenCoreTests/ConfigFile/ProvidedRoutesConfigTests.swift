import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `provided-routes:` in `.routegen.yml`: every kind read with its line, and every broken entry an
/// error at its own line that names the file.
struct ProvidedRoutesConfigTests {
    private func failure(_ yaml: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(yaml, path: "LoginDemo/.routegen.yml")
            return []
        } catch {
            return error.diagnostics.map(\.rendered)
        }
    }

    @Test func everyKindIsReadWithItsPlace() throws {
        let config = try ConfigLoader.parse(
            """
            module: LoginDemo
            provided-routes:
              - kind: view
                name: CartViewInput
                reason: CartModule pod, linked only by the Shop app
              - {kind: view-module, name: CartViewModuleInput, reason: CartModule pod}
              - kind: service
                name: CartServiceInput
                reason: CartModule pod
              - kind: service-module
                name: PaymentServiceModuleInput
                reason: PaymentKit, a binary framework
              - kind: view-identifier
                name: "cart"
                reason: CartModule pod
              - kind: service-identifier
                name: com.shop.cart-service
                reason: CartModule pod
              - kind: view-url
                name: "shop://cart/:item"
                reason: CartModule pod
              - kind: service-url
                name: "shop://cart-service"
                reason: CartModule pod
            """, path: "LoginDemo/.routegen.yml")
        #expect(config.resolve.providedRoutes.map(\.kind) == ProvidedRouteKind.allCases)
        #expect(
            config.resolve.providedRoutes.map(\.name) == [
                "CartViewInput", "CartViewModuleInput", "CartServiceInput", "PaymentServiceModuleInput", "cart",
                "com.shop.cart-service", "shop://cart/:item", "shop://cart-service",
            ])
        let first = try #require(config.resolve.providedRoutes.first)
        #expect(first.reason == "CartModule pod, linked only by the Shop app")
        #expect(first.location == SourceLocation(file: "LoginDemo/.routegen.yml", line: 3, column: 5))
        #expect(config.resolve.providedRoutes[1].location.line == 6)
    }

    @Test func anEmptyKeyProvidesNothing() throws {
        #expect(try ConfigLoader.parse("provided-routes:\n", path: "x.yml").resolve.providedRoutes == [])
    }

    @Test func everyBrokenEntryIsAnErrorAtItsLine() {
        let diagnostics = failure(
            """
            provided-routes:
              - kind: screen
                name: CartViewInput
                reason: CartModule pod
              - kind: view
                name: ""
                reason: CartModule pod
              - kind: view
                name: CartViewInput
              - kind: view-url
                name: cart/:item
                reason: CartModule pod
              - kind: view
                name: Cart View
                reason: CartModule pod
              - kind: service
                nmae: CartServiceInput
                reason: CartModule pod
              - CartViewInput
              - kind: view-identifier
                name: cart
                reason: "  "
            """)
        #expect(
            diagnostics == [
                "LoginDemo/.routegen.yml:2:11: error: unknown kind 'screen' in a 'provided-routes' entry; kinds: view, view-module, service, service-module, view-identifier, service-identifier, view-url, service-url [config]",
                "LoginDemo/.routegen.yml:6:11: error: a 'provided-routes' entry's name must not be empty [config]",
                "LoginDemo/.routegen.yml:8:5: error: a 'provided-routes' entry needs reason: a list of mappings with kind, name, reason (kind: view | view-module | service | service-module | view-identifier | service-identifier | view-url | service-url) [config]",
                "LoginDemo/.routegen.yml:11:11: error: a 'provided-routes' entry of kind view-url is a URL pattern with a scheme (app://cart/:id), got 'cart/:item' [config]",
                "LoginDemo/.routegen.yml:14:11: error: a 'provided-routes' entry of kind view names a protocol (an identifier of Swift and Objective-C), got 'Cart View' [config]",
                "LoginDemo/.routegen.yml:17:5: error: unknown key 'nmae' in a 'provided-routes' entry (did you mean 'name'?); allowed keys: kind, name, reason [config]",
                "LoginDemo/.routegen.yml:19:5: error: each 'provided-routes' entry must be a mapping with kind, name, reason; this entry is 'CartViewInput' [config]",
                "LoginDemo/.routegen.yml:22:13: error: a 'provided-routes' entry's reason must say where cart is registered (the module or pod that provides it) [config]",
            ])
    }

    @Test func aNearMissKindIsSuggestedAndARepeatedEntryRefused() {
        let diagnostics = failure(
            """
            provided-routes:
              - kind: viewmodule
                name: CartViewModuleInput
                reason: CartModule pod
              - kind: view
                name: CartViewInput
                reason: CartModule pod
              - kind: view
                name: CartViewInput
                reason: the same pod again
            """)
        #expect(
            diagnostics == [
                "LoginDemo/.routegen.yml:2:11: error: unknown kind 'viewmodule' in a 'provided-routes' entry (did you mean 'view-module'?); kinds: view, view-module, service, service-module, view-identifier, service-identifier, view-url, service-url [config]",
                "LoginDemo/.routegen.yml:8:5: error: 'provided-routes' lists view protocol CartViewInput twice (first at line 5) [config]",
            ])
    }

    @Test func aListOfNamesIsTheWrongShape() {
        #expect(
            failure("provided-routes: {view: CartViewInput}\n") == [
                "LoginDemo/.routegen.yml:1:18: error: 'provided-routes' must be a list of mappings with kind, name, reason (kind: view | view-module | service | service-module | view-identifier | service-identifier | view-url | service-url), got a mapping [config]"
            ])
    }
}
