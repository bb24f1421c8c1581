#import "LoginViewController.h"
@import ZIKRouter.Internal;

@implementation LoginViewController
@synthesize account;
@end

@implementation LoginModuleConfiguration
@synthesize didLogin;
@end

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
}

+ (LoginModuleConfiguration *)defaultRouteConfiguration {
    return [LoginModuleConfiguration new];
}

- (nullable LoginViewController *)destinationWithConfiguration:(LoginModuleConfiguration *)configuration {
    return [LoginViewController new];
}

@end
