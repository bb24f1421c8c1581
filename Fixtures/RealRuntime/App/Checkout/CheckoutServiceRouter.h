#import <ZIKRouter/ZIKServiceRouter.h>
#import "CheckoutModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

/// The configuration callers fill in through CheckoutModuleInput.
@interface CheckoutModuleConfiguration : ZIKPerformRouteConfiguration <CheckoutModuleInput>
@end

@interface CheckoutServiceRouter : ZIKModuleServiceRouter(CheckoutModuleInput)
@end

NS_ASSUME_NONNULL_END
