#import "ShopBaseViewController.h"

@implementation ShopBaseViewController

- (NSString *)screenName {
    return NSStringFromClass([self class]);
}

@end
