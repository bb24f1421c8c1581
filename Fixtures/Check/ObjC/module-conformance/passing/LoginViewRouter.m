#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "LoginConfig+Module.h"
#import "LoginViewController.h"

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
}

+ (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
    return [LoginConfig new];
}

- (nullable LoginViewController *)destinationWithConfiguration:(LoginConfig *)configuration {
    return [[LoginViewController alloc] init];
}

@end
