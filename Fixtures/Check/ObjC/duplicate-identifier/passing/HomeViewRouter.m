#import "HomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeViewRouter

+ (void)registerRoutableDestination {
#if DEBUG
    [self registerIdentifier:@"debug-home"];
#else
    [self registerIdentifier:@"home"];
#endif
}

@end
