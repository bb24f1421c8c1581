#import "ShopViewRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKViewRoute.h>
#import "AccountEntryViewInput.h"
#import "CheckoutDependencies.h"
#import "LoginViewInput.h"
#import "PromotionViews.h"
#import "LightweightScreens.h"

@implementation ShopViewRouteAdapter

+ (void)registerRoutableDestination {
    // AccountEntryViewInput -> CheckoutLoginViewInput -> LoginViewInput (LoginViewRouter).
    [self registerDestinationAdapter:ZIKRoutable(AccountEntryViewInput) forAdaptee:ZIKRoutable(CheckoutLoginViewInput)];
    [self registerDestinationAdapter:ZIKRoutable(CheckoutLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];

    [ZIKDestinationViewRoute(id<PromoBannerViewInput>)
        makeRouteWithDestination:[PromoBannerView class]
        makeDestination:^id<PromoBannerViewInput> _Nullable(ZIKViewRouteConfig *config, __kindof ZIKRouter *router) {
            return [[PromoBannerView alloc] init];
        }]
        .makeSupportedRouteTypes(^ZIKBlockViewRouteTypeMask{
            return ZIKBlockViewRouteTypeMaskViewDefault;
        })
        .registerDestinationProtocol(ZIKRoutable(PromoBannerViewInput));

    [ZIKViewRouter registerViewProtocol:ZIKRoutable(AboutViewInput) forMakingView:[AboutViewController class]];
    [ZIKViewRouter registerIdentifier:@"com.shop.spinner"
                        forMakingView:[SpinnerView class]
                               making:^id _Nullable(ZIKViewRouteConfig *config) {
                                   return [[SpinnerView alloc] init];
                               }];
}

@end
