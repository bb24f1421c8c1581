#import "CartBadgeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "CartBadgeView.h"

@implementation CartBadgeViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[CartBadgeView class]];
    [self registerViewProtocol:ZIKRoutable(CartBadgeViewInput)];
}

// A view is added to its superview; it cannot be pushed or presented.
+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewDefault;
}

- (nullable NSView<CartBadgeViewInput> *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[CartBadgeView alloc] init];
}

@end
