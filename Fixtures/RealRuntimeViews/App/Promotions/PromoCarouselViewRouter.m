#import "PromoCarouselViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation PromoCarouselViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[PromoCarouselView class]];
    [self registerViewProtocol:ZIKRoutable(PromoCarouselViewInput)];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewDefault | ZIKViewRouteTypeMaskCustom;
}

- (nullable PromoCarouselView *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[PromoCarouselView alloc] init];
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(PromoCarouselView *)destination
                             fromSource:(nullable id)source
                          configuration:(ZIKViewRouteConfiguration *)configuration {
    [self beginPerformRoute];
    [source addSubview:destination];
    [self endPerformRouteWithSuccess];
}

@end
