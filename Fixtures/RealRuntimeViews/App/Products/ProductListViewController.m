#import "ProductListViewController.h"

@implementation ProductListViewController
@synthesize category = _category;
@end
