#import <ZIKRouter/ZIKRouter.h>

@protocol ReceiptServiceInput <ZIKServiceRoutable>
- (void)printReceiptForOrder:(NSString *)orderID;
@end
