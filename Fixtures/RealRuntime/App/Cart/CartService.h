#import <Foundation/Foundation.h>
#import "CartServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartService : NSObject <CartServiceInput>
@end

NS_ASSUME_NONNULL_END
