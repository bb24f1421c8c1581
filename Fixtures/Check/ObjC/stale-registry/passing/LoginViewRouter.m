#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"login"];
    [self registerView:[LoginViewController class]];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
