#import "ShopRouteRequests.h"
#import <ZIKRouter/ZIKServiceRouter+Discover.h>
#import <ZIKRouter/ZIKServiceRouterType.h>
#import <PaymentKit/PaymentKit.h>
#import "CrashReporterServiceRouter.h"
#import "AccountServiceInput.h"
#import "SessionInputs.h"
#import "CartServiceInput.h"
#import "CartService.h"
#import "CheckoutServiceRouter.h"
#import "CheckoutModuleInput.h"
#import "CheckoutFlowModuleInput.h"
#import "AnalyticsServiceInput.h"
#import "SearchServiceInput.h"
#import "LightweightServices.h"
#import "DebugMenu.h"

void ShopRequestLaunchRoutes(ShopRouteReport report) {
    id<CrashReporterInput> crashReporter = [ZIKRouterToService(CrashReporterInput) makeDestination];
    [crashReporter install];
    report(@"CrashReporterInput", crashReporter);
}

void ShopRequestRoutes(ShopRouteReport report) {
    id<AccountServiceInput> account = [ZIKRouterToService(AccountServiceInput) makeDestination];
    [account signInWithUserID:@"u-42"];
    report(@"AccountServiceInput", account);
    report(@"UserSessionInput", [ZIKRouterToService(UserSessionInput) makeDestination]);
    report(@"AccountSessionInput", [ZIKRouterToService(AccountSessionInput) makeDestination]);
    report(@"com.shop.account", [ZIKServiceRouter.toIdentifier(@"com.shop.account") makeDestination]);

    id<CartServiceInput> cart = [ZIKRouterToService(CartServiceInput) makeDestination];
    [cart addItemWithSKU:@"sku-1"];
    report(@"CartServiceInput", cart);
    // The support screen finds the cart's router by the class it makes: CartService adopts
    // ZIKRoutableService only through DeclareRoutableService in its router's file.
    NSArray<ZIKAnyServiceRouterType *> *cartRouters = ZIKServiceRouter.routersToClass([CartService class]);
    report(@"routersToClass:CartService", [cartRouters.firstObject makeDestination]);

    id checkout = [ZIKRouterToServiceModule(CheckoutModuleInput)
                   makeDestinationWithConfiguring:^(ZIKPerformRouteConfiguration<CheckoutModuleInput> *config) {
                       config.currency = @"EUR";
                       config.cartIdentifier = @"cart-1";
                   }];
    report(@"CheckoutModuleInput", checkout);
    report(@"CheckoutFlowModuleInput", [ZIKRouterToServiceModule(CheckoutFlowModuleInput)
                                        makeDestinationWithConfiguring:^(ZIKPerformRouteConfiguration<CheckoutFlowModuleInput> *config) {
                                            config.currency = @"GBP";
                                        }]);

    id<AnalyticsServiceInput> analytics = [ZIKRouterToService(AnalyticsServiceInput) makeDestination];
    [analytics trackEvent:@"launch"];
    report(@"AnalyticsServiceInput", analytics);
    report(@"com.shop.analytics", [ZIKServiceRouter.toIdentifier(@"com.shop.analytics") makeDestination]);
    report(@"SearchServiceInput", [ZIKRouterToService(SearchServiceInput) makeDestination]);

    report(@"FeatureFlagsInput", [ZIKRouterToService(FeatureFlagsInput) makeDestination]);
    report(@"com.shop.feature-flags", [ZIKServiceRouter.toIdentifier(@"com.shop.feature-flags") makeDestination]);
    report(@"ReceiptPrinterInput", [ZIKRouterToService(ReceiptPrinterInput) makeDestination]);
    report(@"ClockServiceInput", [ZIKRouterToService(ClockServiceInput) makeDestination]);
    report(@"com.shop.keychain", [ZIKServiceRouter.toIdentifier(@"com.shop.keychain") makeDestination]);

    id<PaymentServiceInput> payment = [ZIKRouterToService(PaymentServiceInput) makeDestination];
    report(@"PaymentServiceInput", payment);
    report(@"com.paymentkit.payment", [ZIKServiceRouter.toIdentifier(@"com.paymentkit.payment") makeDestination]);
    // PaymentKit asks for PaymentReceiptPrinterInput itself, answered through the app's adapter.
    report(@"PaymentReceiptPrinterInput", payment.receiptPrinter);

#if DEBUG
    report(@"DebugMenuServiceInput", [ZIKRouterToService(DebugMenuServiceInput) makeDestination]);
#endif
}
