#import "AppRouteRegistration.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ProfileViewController.h"
#import "LoginViewController.h"

@implementation AppRouteRegistration

+ (void)registerRoutableDestination {
    // Its routers share the class, which `forMaking…` registrations may make too.
    [ZIKViewRouter registerIdentifier:@"com.shop.profile" forMakingView:[ProfileViewController class] making:^id _Nullable(ZIKViewRouteConfiguration *configuration) {
        return [[ProfileViewController alloc] init];
    }];
#if !DEBUG
    // Release builds route the login screen without its exclusive router.
    [ZIKViewRouter registerIdentifier:@"com.shop.login" forMakingView:[LoginViewController class]];
#endif
}

@end
