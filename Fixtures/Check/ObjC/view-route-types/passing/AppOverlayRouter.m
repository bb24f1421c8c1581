#import "AppOverlayRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation AppOverlayRouter

+ (BOOL)isAbstractRouter {
    return self == [AppOverlayRouter class];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskAddAsSubview | ZIKViewRouteTypeMaskCustom | ZIKViewRouteTypeMaskMakeDestination;
}

@end
