#import "ShopViewRegistry.h"
#import <ZIKRouter/ZIKRouteRegistry.h>
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <DesignKit/DKToastViewRouter.h>
#import "CartBadgeViewRouter.h"
#import "CheckoutViewRouter.h"
#import "LoginViewRouter.h"
#import "ProductDetailViewRouter.h"
#import "ProductListViewRouter.h"
#import "PromoCarouselViewRouter.h"
#import "SettingsViewRouter.h"
#import "ShopViewRouteAdapter.h"

@implementation ShopViewRegistry

// This list registers every router: ZIKRouter's automatic registration stays off.
+ (void)load {
    ZIKRouteRegistry.autoRegister = NO;
}

+ (void)registerEarlyRoutes {
}

+ (void)registerRoutes {
    [DKToastViewRouter registerRoutableDestination];
    [ProductListViewRouter registerRoutableDestination];
    [ProductDetailViewRouter registerRoutableDestination];
    [CartBadgeViewRouter registerRoutableDestination];
    [PromoCarouselViewRouter registerRoutableDestination];
    [CheckoutViewRouter registerRoutableDestination];
    [LoginViewRouter registerRoutableDestination];
    [SettingsViewRouter registerRoutableDestination];
    [ShopViewRouteAdapter registerRoutableDestination];
    [ZIKRouteRegistry notifyRegistrationFinished];
}

@end
