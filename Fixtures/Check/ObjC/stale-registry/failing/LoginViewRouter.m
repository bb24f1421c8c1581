#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"login"];
}

@end
