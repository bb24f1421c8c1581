//
//  CartViewRouter.h
//  CartModule
//

#import <ZIKRouter/ZIKViewRouter.h>
#import "CartViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartViewRouter : ZIKDestinationViewRouter(CartViewController *)
@end

NS_ASSUME_NONNULL_END
