#import "LoginViewRouter.h"
@import ZIKRouter.Internal;

DeclareRoutableView(LoginViewController, LoginViewRouter)

/// A use site outside any class: found by the byte pre-filter's `ZIKRouterTo`.
void RouteToQuickLogin(void) {
    [ZIKRouterToView(QuickLoginViewInput) performPath:nil];
}

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
    [self registerURLPattern:@"app://login"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
