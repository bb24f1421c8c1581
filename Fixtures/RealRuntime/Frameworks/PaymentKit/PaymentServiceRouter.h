#import <ZIKRouter/ZIKServiceRouter.h>
#import <PaymentKit/PaymentServiceInput.h>

NS_ASSUME_NONNULL_BEGIN

@interface PaymentServiceRouter : ZIKAnyServiceRouter
@end

NS_ASSUME_NONNULL_END
