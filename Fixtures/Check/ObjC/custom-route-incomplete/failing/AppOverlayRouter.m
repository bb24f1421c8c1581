#import "AppOverlayRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation AppOverlayRouter

+ (BOOL)isAbstractRouter {
    return self == [AppOverlayRouter class];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewDefault | ZIKViewRouteTypeMaskCustom;
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(XXView *)destination fromSource:(XXView *)source configuration:(ZIKViewRouteConfiguration *)configuration {
    [source addSubview:destination];
    [self endPerformRouteWithSuccess];
}

@end
