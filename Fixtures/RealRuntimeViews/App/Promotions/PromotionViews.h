#import <AppKit/AppKit.h>
#import <ZIKRouter/ZIKViewRouter.h>
#import "PromotionViewInputs.h"

NS_ASSUME_NONNULL_BEGIN

@interface PromoCarouselView : NSView <PromoCarouselViewInput, ZIKRoutableView>
@end

@interface PromoBannerView : NSView <PromoBannerViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
