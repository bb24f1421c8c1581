#import "CartBadgeView.h"

@implementation CartBadgeView
@synthesize itemCount = _itemCount;
@end
