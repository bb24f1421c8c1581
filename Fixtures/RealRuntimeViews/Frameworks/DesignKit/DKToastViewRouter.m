#import "DKToastViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation DKToastView
@synthesize message = _message;
@end

@implementation DKToastViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[DKToastView class]];
    [self registerViewProtocol:ZIKRoutable(DKToastViewInput)];
    [self registerIdentifier:@"com.designkit.toast"];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewDefault;
}

- (nullable DKToastView *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[DKToastView alloc] init];
}

@end
