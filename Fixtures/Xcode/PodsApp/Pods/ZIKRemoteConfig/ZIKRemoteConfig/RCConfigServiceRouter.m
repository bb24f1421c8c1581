#import "RCConfigServiceRouter.h"
@import ZIKRouter.Internal;

@implementation RCConfigService
@end

@implementation RCConfigServiceRouter
+ (void)registerRoutableDestination {
    [self registerService:[RCConfigService class]];
    [self registerIdentifier:@"remote-config"];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[RCConfigService alloc] init];
}

@end
