#import "AvatarService.h"
@import ZIKRouter.Internal;

@implementation AvatarService
@end

DeclareRoutableService(AvatarService, AvatarServiceRouter)

@implementation AvatarServiceRouter
+ (void)registerRoutableDestination {
    [self registerService:[AvatarService class]];
    [self registerServiceProtocol:ZIKRoutable(AvatarServiceInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[AvatarService alloc] init];
}
@end
