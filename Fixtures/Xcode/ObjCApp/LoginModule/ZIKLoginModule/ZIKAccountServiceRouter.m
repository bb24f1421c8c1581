#import "ZIKAccountServiceRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKAccountService
- (nullable NSString *)currentAccount {
    return nil;
}
@end

@implementation ZIKAccountServiceRouter
+ (void)registerRoutableDestination {
    [self registerService:[ZIKAccountService class]];
    [self registerServiceProtocol:ZIKRoutable(ZIKAccountServiceInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[ZIKAccountService alloc] init];
}

@end
