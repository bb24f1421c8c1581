#import <Foundation/Foundation.h>
#import "ReceiptServiceInput.h"

// A routable protocol does not make the class routable: ZIKRoutableService is missing.
@interface ReceiptPrinter : NSObject <ReceiptServiceInput>
@end
