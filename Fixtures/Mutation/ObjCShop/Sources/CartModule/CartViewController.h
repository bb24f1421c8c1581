//
//  CartViewController.h
//  CartModule
//

#import <ShopUI/ShopBaseViewController.h>
#import "CartViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartViewController : ShopBaseViewController <CartViewInput, UITableViewDataSource>
@end

NS_ASSUME_NONNULL_END
