#import "ShopBaseViewController.h"
#import "ProductListViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface ProductListViewController : ShopBaseViewController <ProductListViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
