//
//  CartService.h
//  CartModule
//

#import "CartServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartService : NSObject <CartServiceInput, ZIKRoutableService>
- (instancetype)initWithStoreID:(nullable NSString *)storeID;
@end

NS_ASSUME_NONNULL_END
