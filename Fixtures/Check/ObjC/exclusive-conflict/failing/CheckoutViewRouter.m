#import "CheckoutViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation CheckoutViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[CheckoutViewController class]]; // expect: exclusive-conflict
}

- (nullable CheckoutViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[CheckoutViewController alloc] init];
}

@end

@implementation PaymentViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[PaymentViewController class]]; // expect: exclusive-conflict
    // Runs after the exclusive registration, so ZIKRouter asserts on it.
    [ZIKViewRouter registerModuleProtocol:ZIKRoutable(PaymentModuleInput) forMakingView:[PaymentViewController class] making:^ZIKViewMakeableConfiguration<PaymentModuleInput> *{ // expect: exclusive-conflict
        return [[PaymentModuleConfiguration alloc] init];
    }];
}

- (nullable PaymentViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[PaymentViewController alloc] init];
}

@end
