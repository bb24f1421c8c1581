#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// What PaymentKit needs from its host app: the app adapts one of its own services to it.
@protocol PaymentReceiptPrinterInput <ZIKServiceRoutable>
- (NSString *)receiptForAmount:(NSString *)amount;
@end

NS_ASSUME_NONNULL_END
