#import "SHProductViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation SHProductViewController
@synthesize productID = _productID;
@end

@implementation SHProductViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[SHProductViewController class]];
    [self registerViewProtocol:ZIKRoutable(SHProductViewInput)];
    [self registerURLPattern:@"shop://product/:id"];
}

- (nullable SHProductViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SHProductViewController alloc] init];
}

@end
