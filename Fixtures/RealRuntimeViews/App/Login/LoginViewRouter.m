#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "LoginViewController.h"

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
    [self registerIdentifier:@"com.shop.login"];
}

- (nullable id<ZIKRoutableView>)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginViewController alloc] init];
}

@end
