//
//  CartServiceRouter.h
//  CartModule
//

#import <ZIKRouter/ZIKServiceRouter.h>
#import "CartService.h"
#import "CartServiceConfiguration.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartServiceRouter : ZIKServiceRouter<CartService *, CartServiceConfiguration *>
@end

NS_ASSUME_NONNULL_END
