#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "Protocols.h"

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerViewProtocol:ZIKRoutable(LoginInput)];
    [self registerView:[LoginViewController class]];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
