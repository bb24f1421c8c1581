#import <ZIKRouter/ZIKViewRouter.h>
#import "ProductListViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface ProductListViewRouter : ZIKViewRouter<ProductListViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
