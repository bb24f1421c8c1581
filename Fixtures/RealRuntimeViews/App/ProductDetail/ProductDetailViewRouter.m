#import "ProductDetailViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKViewRouter+URLRouter.h>
#import "ProductDetailViewController.h"

@implementation ProductDetailModuleConfiguration

@synthesize productID = _productID;
@synthesize showsReviews = _showsReviews;

- (id)copyWithZone:(NSZone *)zone {
    ProductDetailModuleConfiguration *copy = [super copyWithZone:zone];
    copy.productID = self.productID;
    copy.showsReviews = self.showsReviews;
    return copy;
}

@end

@implementation ProductDetailViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProductDetailViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ProductDetailModuleInput)];
    [self registerURLPattern:@"shop://product/:productID"];
}

+ (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
    return [[ProductDetailModuleConfiguration alloc] init];
}

- (nullable ProductDetailViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration<ProductDetailModuleInput> *)configuration {
    return [[ProductDetailViewController alloc] initWithProductID:configuration.productID
                                                     showsReviews:configuration.showsReviews];
}

@end
