#import "ShopServiceRouter.h"

NS_ASSUME_NONNULL_BEGIN

@interface AnalyticsServiceRouter : ShopServiceRouter
@end

NS_ASSUME_NONNULL_END
