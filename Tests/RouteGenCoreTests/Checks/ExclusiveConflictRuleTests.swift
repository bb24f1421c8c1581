import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct ExclusiveConflictRuleTests {
    let rule = ExclusiveConflictRule()

    @Test func swiftExclusiveTwiceBySameRouterAndBlockRoutes() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class LoginRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerExclusiveView(LoginVC.self)
                    registerExclusiveView(LoginVC.self)
                }
            }
            final class Routes: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    ZIKViewRoute<MaintenanceVC, ViewRouteConfig>.make(withExclusiveDestination: MaintenanceVC.self, makeDestination: { _, _ in nil })
                }
            }
            final class MaintenanceRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(MaintenanceVC.self) }
            }
            """)
        #expect(found.map { String($0.prefix(5)) } == ["3:9: ", "4:9: ", "9:54:", "13:57"])
        #expect(
            found.last?.contains(
                "class MaintenanceVC is registered (shared) by router MaintenanceRouter and also by a block route made in Routes"
            ) == true)
    }

    @Test func swiftViewAndServiceRegistriesAreSeparate() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class V: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerExclusiveView(Thing.self) } }
            final class S: ZIKAnyServiceRouter { override class func registerRoutableDestination() { registerService(Thing.self) } }
            """)
        #expect(found.isEmpty)
    }

    /// A `forMaking…` registration of an exclusively registered class: both ends assert when the
    /// selector writes the class where the exclusive registration looks; a module protocol's
    /// registration only when it runs second, which is certain in one body and a note across two.
    @Test func swiftForMakingRegistrationsOfAnExclusivelyRegisteredClass() {
        let routers = """
            import ZIKRouter
            import ZRouter

            final class CheckoutViewRouter: ZIKViewRouter<CheckoutViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerExclusiveView(CheckoutViewController.self)
                    // Runs after the exclusive registration: ZIKRouter asserts on it.
                    register(RoutableViewModule<CheckoutModuleInput>(), forMakingView: CheckoutViewController.self) {
                        CheckoutModuleConfiguration()
                    }
                }
            }

            final class PaymentViewRouter: ZIKViewRouter<PaymentViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    // Runs before the exclusive registration, which does not look for module registrations.
                    register(RoutableViewModule<PaymentModuleInput>(), forMakingView: PaymentViewController.self) {
                        PaymentModuleConfiguration()
                    }
                    registerExclusiveView(PaymentViewController.self)
                }
            }
            """
        let registration = """
            import ZIKRouter
            import ZRouter

            final class AppRouteRegistration: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(RoutableView<CheckoutViewInput>(), forMakingView: CheckoutViewController.self)
                    register(RoutableViewModule<ReceiptModuleInput>(), forMakingView: PaymentViewController.self) {
                        ReceiptModuleConfiguration()
                    }
                    // A C-function variant: it asserts if it runs before PaymentViewRouter's exclusive
                    // registration, which routegen cannot tell across two bodies.
                    ZIKAnyViewRouter.registerIdentifier("payment", forMakingView: PaymentViewController.self, factory: makePayment)
                    // Another registry.
                    ZIKAnyServiceRouter.register(RoutableService<CheckoutServiceInput>(), forMakingService: CheckoutViewController.self)
                }
            }
            """
        let found = CheckSnippet.findings(
            rule,
            [
                ("Sources/Checkout/CheckoutRouters.swift", routers),
                ("Sources/App/AppRouteRegistration.swift", registration),
            ])
        #expect(found.map { String($0.prefix(6)) } == ["6:9: v", "7:9: v", "12:26:", "6:9: v", "8:9: v", "20:9: "])
        #expect(
            found[0].contains(
                "view class CheckoutViewController is made by a `forMaking…` registration in AppRouteRegistration and registered exclusively by router CheckoutViewRouter (CheckoutRouters.swift); ZIKRouter asserts"
            ))
        #expect(found[2].contains("C-function") && found[2].contains("routegen cannot tell which"), "\(found[2])")
        #expect(
            found[3].contains(
                "registered exclusively by router CheckoutViewRouter and also made by a `forMaking…` registration in AppRouteRegistration (AppRouteRegistration.swift) and a `forMaking…` registration in CheckoutViewRouter (CheckoutRouters.swift)"
            ))
        #expect(found[1].contains("PaymentViewController") && found[1].contains("routegen cannot tell which"))
        #expect(found[5].contains("PaymentViewController") && found[5].contains("routegen cannot tell which"))
        let errors = CheckSnippet.decided(
            rule, routers + "\n" + registration.replacingOccurrences(of: "import ZIKRouter\nimport ZRouter\n", with: "")
        )
        #expect(errors.count == 3, "\(errors)")
    }

    @Test func swiftForMakingInAnotherBuildThanTheExclusiveRegistration() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    #if DEBUG
                    registerExclusiveView(LoginViewController.self)
                    #else
                    register(RoutableView<LoginViewInput>(), forMakingView: LoginViewController.self)
                    #endif
                }
            }
            """)
        #expect(found.isEmpty)
    }

    /// The Objective-C selectors: the identifier ones without a configuration factory assert in
    /// both orders, `configurationMaking:` only after the exclusive registration.
    @Test func objectiveCForMakingSelectors() {
        let header = """
            #import <ZIKRouter/ZIKRouter.h>

            @interface WalletViewRouter : ZIKViewRouter
            @end

            @interface WalletRouteRegistration : ZIKViewRouteAdapter
            @end
            """
        let implementation = """
            #import "WalletViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation WalletViewRouter
            + (void)registerRoutableDestination {
                [self registerExclusiveView:[WalletViewController class]];
            }
            @end

            @implementation WalletRouteRegistration
            + (void)registerRoutableDestination {
                [ZIKViewRouter registerIdentifier:@"wallet" forMakingView:[WalletViewController class] making:^id _Nullable(ZIKViewRouteConfiguration *configuration) {
                    return [[WalletViewController alloc] init];
                }];
                [ZIKViewRouter registerIdentifier:@"wallet.module" forMakingView:[WalletViewController class] configurationMaking:^ZIKViewMakeableConfiguration *{
                    return [[WalletModuleConfiguration alloc] init];
                }];
                [ZIKViewRouter registerIdentifier:@"wallet.legacy" forMakingView:[WalletViewController class] factory:makeWalletViewController];
            }
            @end
            """
        let found = CheckSnippet.findings(
            rule,
            [("Sources/Wallet/WalletViewRouter.h", header), ("Sources/Wallet/WalletViewRouter.m", implementation)])
        #expect(found.map { String($0.prefix(6)) } == ["6:11: ", "12:20:", "15:20:", "18:20:"])
        #expect(found[0].contains("also made by a `forMaking…` registration in WalletRouteRegistration"))
        #expect(!found[1].contains("routegen cannot"))
        #expect(found[2].contains("routegen cannot tell which"))
        // The C-function variant in another body than the exclusive registration.
        #expect(found[3].contains("C-function") && found[3].contains("routegen cannot tell which"))
    }

    /// In one body the order is known: the C-function registration first asserts (and so does the
    /// exclusive registration after a `factory:` one); the exclusive registration first passes its
    /// inverted check.
    @Test func aCFunctionIdentifierRegistrationConflictsOnlyWhenItRunsFirst() {
        let functionFirst = """
            import ZIKRouter
            import ZRouter

            final class WalletViewRouter: ZIKViewRouter<WalletViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    ZIKAnyViewRouter.registerIdentifier("wallet.legacy", forMakingView: WalletViewController.self, factory: makeWalletViewController)
                    registerExclusiveView(WalletViewController.self)
                }
            }
            """
        let errors = CheckSnippet.decided(rule, functionFirst)
        #expect(errors.map { String($0.prefix(5)) } == ["6:26:", "7:9: "], "\(errors)")
        #expect(errors.allSatisfy { $0.contains("C-function") })
        let exclusiveFirst = functionFirst.replacingOccurrences(
            of: """
                        ZIKAnyViewRouter.registerIdentifier("wallet.legacy", forMakingView: WalletViewController.self, factory: makeWalletViewController)
                        registerExclusiveView(WalletViewController.self)
                """,
            with: """
                        registerExclusiveView(WalletViewController.self)
                        ZIKAnyViewRouter.registerIdentifier("wallet.legacy", forMakingView: WalletViewController.self, factory: makeWalletViewController)
                """)
        #expect(exclusiveFirst != functionFirst)
        #expect(CheckSnippet.findings(rule, exclusiveFirst) == [])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
