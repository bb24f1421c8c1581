#import "AppModalViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation AppModalViewRouter

+ (BOOL)isAbstractRouter {
    return self == [AppModalViewRouter class];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return (ZIKViewRouteTypeMaskPresentModally | ZIKViewRouteTypeMaskMakeDestination);
}

@end
