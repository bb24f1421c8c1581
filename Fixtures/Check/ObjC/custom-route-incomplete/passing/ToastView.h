#import <ZIKRouter/ZIKClassCapabilities.h>
#import "AppOverlayRouter.h"

@interface ToastView : XXView <ZIKRoutableView>
@end

@interface ToastViewRouter : AppOverlayRouter
@end

@interface CouponViewController : XXViewController <ZIKRoutableView>
@end

/// A view-controller destination: the registration check looks only at views.
@interface CouponViewRouter : ZIKViewRouter<CouponViewController *, ZIKViewRouteConfiguration *>
@end
