#import "HomeServiceRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeServiceRouter

+ (void)registerRoutableDestination {
    // Identifiers are unique per registry: a service may reuse a view's.
    [self registerIdentifier:@"home"];
    [self registerService:[HomeService class]];
}

- (nullable HomeService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[HomeService alloc] init];
}

@end
