#import <PaymentKit/PaymentServiceInput.h>
#import <PaymentKit/PaymentReceiptPrinterInput.h>
#import <PaymentKit/PaymentServiceRouter.h>
