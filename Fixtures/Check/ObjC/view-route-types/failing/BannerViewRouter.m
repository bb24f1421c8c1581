#import "BannerViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation BannerView
@end

@implementation BannerViewRouter

+ (void)registerRoutableDestination {
#if DEBUG
    [self registerView:[BannerView class]]; // expect: view-route-types
#endif
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[BannerView alloc] init];
}

@end
