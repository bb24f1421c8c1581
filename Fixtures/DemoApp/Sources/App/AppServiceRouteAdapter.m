//
//  AppServiceRouteAdapter.m
//  DemoApp
//

#import "AppServiceRouteAdapter.h"
#import "AppTimeServiceRouter.h"
#import "AppConfig.h"
@import ZIKRouter.Internal;

@implementation AppServiceRouteAdapter

+ (void)registerRoutableDestination {
    if (TEST_BLOCK_ROUTES == 0) {
        // AppTimeServiceRouter serves AppTimeServiceInput itself.
    } else {
        [ZIKServiceRoute makeRouteWithDestination:[AppTimeService class]
                                  makeDestination:^id _Nullable(ZIKPerformRouteConfig *config, id router) {
            return [AppTimeService new];
        }]
        .registerDestinationProtocol(ZIKRoutable(AppTimeServiceInput));
    }
    [self registerDestinationAdapter:ZIKRoutable(RequiredTimeServiceInput) forAdaptee:ZIKRoutable(AppTimeServiceInput)];
}

@end

// Whichever route serves AppTimeServiceInput, its AppTimeService must serve the adapted protocol too.
@interface AppTimeService (RequiredTimeServiceInput) <RequiredTimeServiceInput>
@end
@implementation AppTimeService (RequiredTimeServiceInput)
@end
