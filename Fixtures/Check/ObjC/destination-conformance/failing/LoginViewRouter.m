#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "LoginViewInput.h"
#import "LoginViewController.h"

DeclareRoutableView(LoginViewController, LoginViewRouter)

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]]; // expect: destination-conformance
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
}

- (nullable UIViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
