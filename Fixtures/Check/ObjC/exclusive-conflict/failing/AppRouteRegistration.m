#import "AppRouteRegistration.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "CheckoutViewController.h"
#import "LoginViewController.h"

@implementation AppRouteRegistration

+ (void)registerRoutableDestination {
    [ZIKViewRouter registerIdentifier:@"com.shop.checkout" forMakingView:[CheckoutViewController class]]; // expect: exclusive-conflict
#if DEBUG
    [ZIKViewRouter registerViewProtocol:ZIKRoutable(LoginViewInput) forMakingView:[LoginViewController class] making:^id _Nullable(ZIKViewRouteConfiguration *configuration) { // expect: exclusive-conflict
        return [[LoginViewController alloc] init];
    }];
#endif
}

@end
