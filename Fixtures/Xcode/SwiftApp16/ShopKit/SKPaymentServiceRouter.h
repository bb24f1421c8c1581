#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SKPaymentServiceInput <ZIKServiceRoutable>
- (void)payAmount:(NSInteger)cents;
@end

@interface SKPaymentService : NSObject <SKPaymentServiceInput, ZIKRoutableService>
@end

@interface SKPaymentServiceRouter : ZIKServiceRouter<SKPaymentService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
