#import "CartServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "CartService.h"

DeclareRoutableService(CartService, CartServiceRouter)

@implementation CartServiceRouter

+ (void)registerRoutableDestination {
    // One cart per app: no other router may make CartService.
    [self registerExclusiveService:[CartService class]];
    [self registerServiceProtocol:ZIKRoutable(CartServiceInput)];
}

- (nullable id<CartServiceInput>)destinationWithConfiguration:(ZIKPerformRouteConfig *)configuration {
    return [[CartService alloc] init];
}

@end
