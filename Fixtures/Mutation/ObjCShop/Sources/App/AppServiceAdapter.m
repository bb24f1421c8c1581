//
//  AppServiceAdapter.m
//  ObjCShop
//

#import "AppServiceAdapter.h"
#import "ShopCartServiceInput.h"
@import ZIKRouter.Internal;

@implementation AppServiceAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ShopCartServiceInput) forAdaptee:ZIKRoutable(CartServiceInput)];
}

@end
