#import <ZIKRouter/ZIKViewRouter.h>
#import "CheckoutViewInput.h"

NS_ASSUME_NONNULL_BEGIN

/// Checkout slides in over the cart with its own transition, or is presented like any screen.
@interface CheckoutViewRouter : ZIKDestinationViewRouter(id<CheckoutViewInput>)
@end

NS_ASSUME_NONNULL_END
