#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "LoginConfig.h"
#import "LoginModuleInput.h"
#import "LoginViewController.h"

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)]; // expect: module-conformance
}

+ (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
    return [[LoginConfig alloc] init];
}

@end
