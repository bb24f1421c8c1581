#import <ZIKRouter/ZIKViewRouter.h>
#import "PromotionViews.h"

NS_ASSUME_NONNULL_BEGIN

/// Shows the carousel with a custom transition; it can also be added as a plain subview.
@interface PromoCarouselViewRouter : ZIKViewRouter<PromoCarouselView *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
