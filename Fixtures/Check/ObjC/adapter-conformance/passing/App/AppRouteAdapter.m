#import "AppRouteAdapter.h"
#import "LoginViewController+Shop.h"
@import ZIKRouter.Internal;

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ShopLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];
    [self registerModuleAdapter:ZIKRoutable(ShopLoginModuleInput) forAdaptee:ZIKRoutable(LoginModuleInput)];
}

@end
