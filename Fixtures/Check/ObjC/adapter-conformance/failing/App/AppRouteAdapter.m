#import "AppRouteAdapter.h"
#import "LoginViewController+Shop.h"
@import ZIKRouter.Internal;

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ShopLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)]; // expect: adapter-conformance
    [self registerModuleAdapter:ZIKRoutable(ShopLoginModuleInput) forAdaptee:ZIKRoutable(LoginModuleInput)]; // expect: adapter-conformance
}

@end
