#import <ZIKRouter/ZIKServiceModuleRoutable.h>
#import "CheckoutServiceRouter.h"

NS_ASSUME_NONNULL_BEGIN

/// The cart screen's view of checkout: only the currency. Adapted to CheckoutModuleInput.
@protocol CheckoutFlowModuleInput <ZIKServiceModuleRoutable>
@property (nonatomic, copy) NSString *currency;
@end

@interface CheckoutModuleConfiguration (CheckoutFlow) <CheckoutFlowModuleInput>
@end

NS_ASSUME_NONNULL_END
