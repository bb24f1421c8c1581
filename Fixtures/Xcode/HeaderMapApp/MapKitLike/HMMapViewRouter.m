#import "HMMapViewRouter.h"
@import ZIKRouter.Internal;

@implementation HMMapViewController
@end

@implementation HMMapViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[HMMapViewController class]];
    [self registerViewProtocol:ZIKRoutable(HMMapViewInput)];
}

- (nullable HMMapViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HMMapViewController alloc] init];
}

@end
