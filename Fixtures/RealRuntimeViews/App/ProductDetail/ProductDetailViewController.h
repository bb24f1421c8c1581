#import "ShopBaseViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface ProductDetailViewController : ShopBaseViewController <ZIKRoutableView>
- (instancetype)initWithProductID:(nullable NSString *)productID showsReviews:(BOOL)showsReviews;
@property (nonatomic, readonly, copy, nullable) NSString *productID;
@end

NS_ASSUME_NONNULL_END
