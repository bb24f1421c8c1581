#import <ZIKRouter/ZIKViewRouter.h>
#import "ProductDetailModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

/// The configuration callers fill in through ProductDetailModuleInput.
@interface ProductDetailModuleConfiguration : ZIKViewRouteConfiguration <ProductDetailModuleInput>
@end

@interface ProductDetailViewRouter : ZIKModuleViewRouter(ProductDetailModuleInput)
@end

NS_ASSUME_NONNULL_END
