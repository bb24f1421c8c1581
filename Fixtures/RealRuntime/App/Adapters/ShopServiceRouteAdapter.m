#import "ShopServiceRouteAdapter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import <ZIKRouter/ZIKServiceRoute.h>
#import "AccountServiceInput.h"
#import "SessionInputs.h"
#import "CheckoutFlowModuleInput.h"
#import "LightweightServices.h"
#import "PaymentKitDependencies.h"

@implementation ShopServiceRouteAdapter

+ (void)registerRoutableDestination {
    // UserSessionInput -> AccountSessionInput -> AccountServiceInput (AccountServiceRouter).
    [self registerDestinationAdapter:ZIKRoutable(UserSessionInput) forAdaptee:ZIKRoutable(AccountSessionInput)];
    [self registerDestinationAdapter:ZIKRoutable(AccountSessionInput) forAdaptee:ZIKRoutable(AccountServiceInput)];
    [self registerModuleAdapter:ZIKRoutable(CheckoutFlowModuleInput) forAdaptee:ZIKRoutable(CheckoutModuleInput)];

    [ZIKDestinationServiceRoute(id<FeatureFlagsInput>)
        makeRouteWithDestination:[FeatureFlagsService class]
        makeDestination:^id<FeatureFlagsInput> _Nullable(ZIKPerformRouteConfig *config, __kindof ZIKRouter *router) {
            return [[FeatureFlagsService alloc] initWithEnabledFlags:[NSSet setWithObject:@"new-checkout"]];
        }]
        .registerDestinationProtocol(ZIKRoutable(FeatureFlagsInput))
        .registerIdentifier(@"com.shop.feature-flags");

    [ZIKServiceRoute
        makeRouteWithDestination:[ReceiptPrinter class]
        makeDestination:^id _Nullable(ZIKPerformRouteConfig *config, __kindof ZIKRouter *router) {
            return [[ReceiptPrinter alloc] init];
        }]
        .registerDestinationProtocol(ZIKRoutable(ReceiptPrinterInput));

    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];
    [ZIKServiceRouter registerIdentifier:@"com.shop.keychain"
                        forMakingService:[KeychainStore class]
                                  making:^id _Nullable(ZIKPerformRouteConfig *config) {
                                      return [[KeychainStore alloc] init];
                                  }];

    registerPaymentKitDependencies();
}

@end
