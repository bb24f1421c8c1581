#import "HomeServiceRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeServiceRouter

+ (void)registerRoutableDestination {
    // Identifiers are unique per registry: a service may reuse a view's.
    [self registerIdentifier:@"home"];
}

@end
