#import <ZIKRouter/ZIKRouter.h>
#import "CheckoutViewController.h"

@interface CheckoutViewRouter : ZIKViewRouter<CheckoutViewController *, ZIKViewRouteConfiguration *>
@end

@interface PaymentViewRouter : ZIKViewRouter<PaymentViewController *, ZIKViewRouteConfiguration *>
@end
