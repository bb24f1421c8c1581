#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation LoginViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"login"];
    [self registerView:[LoginViewController class]];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}
@end

@implementation QuickLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"quick-login"];
    [self registerView:[QuickLoginViewController class]];
}

- (nullable QuickLoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[QuickLoginViewController alloc] init];
}
@end
