#import "AppRouteAdapter.h"
#import "ShopInterfaces.h"
@import ZIKRouter.Internal;

@implementation ShopClockService
- (NSDate *)now {
    return [NSDate date];
}
@end

@implementation AppServiceAdapter

+ (void)registerRoutableDestination {
    ZIKServiceRoute *clock = [ZIKServiceRoute makeRouteWithDestination:[ShopClockService class]
                                                      makeDestination:^id _Nullable(ZIKPerformRouteConfig *config, ZIKRouter *router) {
        return [ShopClockService new];
    }];
    clock.registerDestinationProtocol(ZIKRoutable(ClockServiceInput));
    [self registerDestinationAdapter:ZIKRoutable(ShopClockServiceInput) forAdaptee:ZIKRoutable(ClockServiceInput)];
}

@end
