#import <ZIKRouter/ZIKRouteRegistry.h>
#import "LoginViewRouter.h"
#import "HomeViewRouter.h"
#import "BaseViewRouter.h"
#import "AnalyticsTracker.h"

// Hand-written (docs/ZIKRouter-semantics.md#early-modules-registration): early modules first, then the rest.
@implementation AppRouteRegistry

+ (void)registerEarlyRequiredModules {
    [LoginViewRouter registerRoutableDestination]; // expect: stale-registry
}

+ (void)registerRoutes {
    [LoginViewRouter registerRoutableDestination]; // expect: stale-registry
    [BaseViewRouter registerRoutableDestination]; // expect: stale-registry
    [AnalyticsTracker registerRoutableDestination]; // expect: stale-registry
    [ZIKRouteRegistry notifyRegistrationFinished];
}

@end
