#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "LoginViewInput.h"
#import "LoginViewController+Input.h"

DeclareRoutableView(LoginViewController, LoginViewRouter)

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
