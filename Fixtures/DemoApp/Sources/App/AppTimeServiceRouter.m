//
//  AppTimeServiceRouter.m
//  DemoApp
//

#import "AppTimeServiceRouter.h"
#import "AppConfig.h"
@import ZIKRouter.Internal;

DeclareRoutableService(AppTimeService, AppTimeServiceRouter)

@implementation AppTimeService
- (NSString *)currentTimeString {
    return [NSDate date].description;
}
@end

@implementation AppTimeServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[AppTimeService class]];
    // With TEST_BLOCK_ROUTES the protocol is served by the block route in AppServiceRouteAdapter instead.
    if (TEST_BLOCK_ROUTES == 0) {
        [self registerServiceProtocol:ZIKRoutable(AppTimeServiceInput)];
    }
}

- (nullable AppTimeService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [AppTimeService new];
}

@end
