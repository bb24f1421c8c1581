#import "PromotionViews.h"

@implementation PromoCarouselView
@synthesize campaignIDs = _campaignIDs;
@end

@implementation PromoBannerView
@synthesize headline = _headline;
@end
