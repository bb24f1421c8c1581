#import "ProductDetailViewController.h"

@implementation ProductDetailViewController {
    BOOL _showsReviews;
}

- (instancetype)initWithProductID:(NSString *)productID showsReviews:(BOOL)showsReviews {
    if (self = [super init]) {
        _productID = [productID copy];
        _showsReviews = showsReviews;
    }
    return self;
}

@end
