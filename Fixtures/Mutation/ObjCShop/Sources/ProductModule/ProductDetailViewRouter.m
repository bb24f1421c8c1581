//
//  ProductDetailViewRouter.m
//  ProductModule
//

#import "ProductDetailViewRouter.h"
#import "ProductDetailViewController.h"
@import ZIKRouter.Internal;

@implementation ProductDetailViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProductDetailViewController class]];
    [self registerViewProtocol:ZIKRoutable(ProductDetailViewInput)];
    [self registerIdentifier:@"product-detail"];
}

- (nullable ProductDetailViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [ProductDetailViewController new];
}

@end
