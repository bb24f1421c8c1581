#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
#if DEBUG
    [self registerExclusiveView:[LoginViewController class]];
#endif
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
