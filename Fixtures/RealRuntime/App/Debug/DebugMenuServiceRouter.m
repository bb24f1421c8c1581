#import "DebugMenu.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>

#if DEBUG
@interface DebugMenuService : NSObject <DebugMenuServiceInput, ZIKRoutableService>
@end

@implementation DebugMenuService

- (NSArray<NSString *> *)menuItems {
    return @[ @"Environment", @"Feature flags", @"Reset onboarding" ];
}

@end

@implementation DebugMenuServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[DebugMenuService class]];
    [self registerServiceProtocol:ZIKRoutable(DebugMenuServiceInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[DebugMenuService alloc] init];
}

@end
#endif
