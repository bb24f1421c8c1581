#import "VisibleViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation VisibleViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"visible"];
}

@end
