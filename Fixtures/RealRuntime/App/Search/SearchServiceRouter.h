#import "ShopServiceRouter.h"

NS_ASSUME_NONNULL_BEGIN

@interface SearchServiceRouter : ShopServiceRouter
@end

NS_ASSUME_NONNULL_END
