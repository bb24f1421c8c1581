#import "LightweightServices.h"
#import <PaymentKit/PaymentReceiptPrinterInput.h>

@implementation FeatureFlagsService {
    NSSet<NSString *> *_flags;
}

- (instancetype)initWithEnabledFlags:(NSSet<NSString *> *)flags {
    if (self = [super init]) {
        _flags = [flags copy];
    }
    return self;
}

- (BOOL)isEnabled:(NSString *)flag {
    return [_flags containsObject:flag];
}

@end

@interface ReceiptPrinter (PaymentKit) <PaymentReceiptPrinterInput>
@end

@implementation ReceiptPrinter

- (NSString *)receiptForAmount:(NSString *)amount {
    return [NSString stringWithFormat:@"Paid %@", amount];
}

@end

// PaymentReceiptPrinterInput asks for the same method ReceiptPrinterInput declares.
@implementation ReceiptPrinter (PaymentKit)
@end

@implementation SystemClock

- (NSDate *)now {
    return [NSDate date];
}

@end

@implementation KeychainStore

- (NSString *)secretForKey:(NSString *)key {
    return nil;
}

@end
