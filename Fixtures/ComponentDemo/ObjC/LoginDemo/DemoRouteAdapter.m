//
//  DemoRouteAdapter.m
//  LoginDemo
//

#import "DemoRouteAdapter.h"
#import <LoginModule/LoginModule.h>
#import <CartInterface/CartViewInput.h>
@import ZIKRouter.Internal;

@implementation DemoRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(LoginRequiredCartInput) forAdaptee:ZIKRoutable(CartViewInput)];
}

@end
