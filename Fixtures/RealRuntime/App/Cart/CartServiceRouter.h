#import <ZIKRouter/ZIKServiceRouter.h>
#import "CartServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartServiceRouter : ZIKDestinationServiceRouter(id<CartServiceInput>)
@end

NS_ASSUME_NONNULL_END
