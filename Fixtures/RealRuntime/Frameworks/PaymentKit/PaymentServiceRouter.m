#import "PaymentServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouter+Discover.h>
#import <ZIKRouter/ZIKServiceRouterType.h>
#import "PaymentReceiptPrinterInput.h"

@interface PaymentService : NSObject <PaymentServiceInput, ZIKRoutableService>
@end

@implementation PaymentService

- (id<PaymentReceiptPrinterInput>)receiptPrinter {
    return [ZIKRouterToService(PaymentReceiptPrinterInput) makeDestination];
}

- (NSString *)chargeAmount:(NSString *)amount {
    return [self.receiptPrinter receiptForAmount:amount];
}

@end

@implementation PaymentServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[PaymentService class]];
    [self registerServiceProtocol:ZIKRoutable(PaymentServiceInput)];
    [self registerIdentifier:@"com.paymentkit.payment"];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[PaymentService alloc] init];
}

@end
