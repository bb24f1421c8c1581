#import "BadgeView.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation BadgeView
@end

@implementation BadgeViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[BadgeView class]];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewDefault;
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[BadgeView alloc] init];
}

@end
