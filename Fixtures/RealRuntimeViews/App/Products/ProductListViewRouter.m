#import "ProductListViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKViewRouter+URLRouter.h>

@implementation ProductListViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProductListViewController class]];
    [self registerViewProtocol:ZIKRoutable(ProductListViewInput)];
    [self registerIdentifier:@"com.shop.products"];
    [self registerURLPattern:@"shop://products/:category"];
}

- (nullable ProductListViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ProductListViewController alloc] init];
}

@end
