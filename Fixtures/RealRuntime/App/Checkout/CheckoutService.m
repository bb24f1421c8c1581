#import "CheckoutService.h"

@implementation CheckoutService

@synthesize currency = _currency;
@synthesize cartIdentifier = _cartIdentifier;

- (instancetype)initWithCurrency:(NSString *)currency cartIdentifier:(NSString *)cartIdentifier {
    if (self = [super init]) {
        _currency = [currency copy];
        _cartIdentifier = [cartIdentifier copy];
    }
    return self;
}

@end
