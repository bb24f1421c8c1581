#import "AccountServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation AccountServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[AccountService class]];
    [self registerServiceProtocol:ZIKRoutable(AccountServiceInput)];
    [self registerIdentifier:@"com.shop.account"];
}

- (nullable AccountService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[AccountService alloc] init];
}

@end
