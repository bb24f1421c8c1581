#import "ShopRouteRegistry.h"
#import <ZIKRouter/ZIKRouteRegistry.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import <PaymentKit/PaymentServiceRouter.h>
#import "AccountServiceRouter.h"
#import "AnalyticsServiceRouter.h"
#import "CartServiceRouter.h"
#import "CheckoutServiceRouter.h"
#import "CrashReporterServiceRouter.h"
#import "DebugMenu.h"
#import "SearchServiceRouter.h"
#import "ShopServiceRouteAdapter.h"

@implementation ShopRouteRegistry

// This list registers every router: ZIKRouter's automatic registration stays off.
+ (void)load {
    ZIKRouteRegistry.autoRegister = NO;
}

+ (void)registerEarlyRoutes {
    [CrashReporterServiceRouter registerRoutableDestination];
}

+ (void)registerRoutes {
    [PaymentServiceRouter registerRoutableDestination];
    [AccountServiceRouter registerRoutableDestination];
    [CartServiceRouter registerRoutableDestination];
    [CheckoutServiceRouter registerRoutableDestination];
    [AnalyticsServiceRouter registerRoutableDestination];
    [SearchServiceRouter registerRoutableDestination];
#if DEBUG
    [DebugMenuServiceRouter registerRoutableDestination];
#endif
    [ShopServiceRouteAdapter registerRoutableDestination];
    [ZIKRouteRegistry notifyRegistrationFinished];
}

@end
