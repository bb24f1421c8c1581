#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// A promotion strip the home screen slides in with its own animation.
@protocol PromoCarouselViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSArray<NSString *> *campaignIDs;
@end

/// A one-line banner above the product list.
@protocol PromoBannerViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *headline;
@end

NS_ASSUME_NONNULL_END
