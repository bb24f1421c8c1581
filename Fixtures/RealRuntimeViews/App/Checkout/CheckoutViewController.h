#import "ShopBaseViewController.h"
#import "CheckoutViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CheckoutViewController : ShopBaseViewController <CheckoutViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
