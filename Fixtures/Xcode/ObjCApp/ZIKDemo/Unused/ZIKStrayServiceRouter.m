// On disk, in no target and not in the project: a leftover of a merge.
#import <ZIKRouter/ZIKRouter.h>
@import ZIKRouter.Internal;

@interface ZIKStrayService : NSObject <ZIKRoutableService>
@end
@implementation ZIKStrayService
@end

@interface ZIKStrayServiceRouter : ZIKServiceRouter<ZIKStrayService *, ZIKPerformRouteConfiguration *>
@end
@implementation ZIKStrayServiceRouter
+ (void)registerRoutableDestination {
    [self registerService:[ZIKStrayService class]];
    [self registerIdentifier:@"settings"];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[ZIKStrayService alloc] init];
}

@end
