//
//  CartViewRouter.m
//  CartModule
//

#import "CartViewRouter.h"
@import ZIKRouter.Internal;

DeclareRoutableView(CartViewController, CartViewRouter)

@implementation CartViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[CartViewController class]];
    [self registerViewProtocol:ZIKRoutable(CartViewInput)];
    [self registerIdentifier:@"cart"];
}

- (nullable CartViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [CartViewController new];
}

@end
