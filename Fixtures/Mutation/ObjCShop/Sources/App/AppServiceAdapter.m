//
//  AppServiceAdapter.m
//  ObjCShop
//

#import "AppServiceAdapter.h"
#import "ShopCartServiceInput.h"
#import <CartModule/CartService.h>
#import <LoginModule/LoginModuleRequiredCartInput.h>
@import ZIKRouter.Internal;

@implementation AppServiceAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ShopCartServiceInput) forAdaptee:ZIKRoutable(CartServiceInput)];
    [self registerDestinationAdapter:ZIKRoutable(LoginModuleRequiredCartInput) forAdaptee:ZIKRoutable(CartServiceInput)];
}

@end

ADAPT_DEFAULT_DEPENDENCY_LoginModule
