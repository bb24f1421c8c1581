#import "CheckoutViewController.h"

@implementation CheckoutViewController
@synthesize cartIdentifier = _cartIdentifier;
@end
