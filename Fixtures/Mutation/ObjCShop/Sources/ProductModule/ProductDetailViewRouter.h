//
//  ProductDetailViewRouter.h
//  ProductModule
//

#import <ShopUI/ShopBaseViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ProductDetailViewRouter : ShopBaseViewRouter
@end

NS_ASSUME_NONNULL_END
