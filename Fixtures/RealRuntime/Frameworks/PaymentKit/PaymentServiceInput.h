#import <ZIKRouter/ZIKServiceRoutable.h>
#import <PaymentKit/PaymentReceiptPrinterInput.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PaymentServiceInput <ZIKServiceRoutable>
- (nullable NSString *)chargeAmount:(NSString *)amount;
/// The app's printer, found through PaymentReceiptPrinterInput.
@property (nonatomic, readonly, nullable) id<PaymentReceiptPrinterInput> receiptPrinter;
@end

NS_ASSUME_NONNULL_END
