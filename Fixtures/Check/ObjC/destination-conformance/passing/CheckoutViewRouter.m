#import "CheckoutViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation CheckoutViewRouter

// Each build registers one class with its own protocol.
+ (void)registerRoutableDestination {
#if TARGET_PHONE_ONLY
    [self registerView:[PhoneCheckoutViewController class]];
    [self registerViewProtocol:ZIKRoutable(PhoneCheckoutInput)];
#else
    [self registerView:[PadCheckoutViewController class]];
    [self registerViewProtocol:ZIKRoutable(PadCheckoutInput)];
#endif
}

- (nullable UIViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
#if TARGET_PHONE_ONLY
    return [[PhoneCheckoutViewController alloc] init];
#else
    return [[PadCheckoutViewController alloc] init];
#endif
}

@end
