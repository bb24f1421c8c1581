#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[LoginViewController class]];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
