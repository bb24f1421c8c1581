#import "CheckoutViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "CheckoutViewController.h"

@implementation CheckoutViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[CheckoutViewController class]];
    [self registerViewProtocol:ZIKRoutable(CheckoutViewInput)];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewControllerDefault | ZIKViewRouteTypeMaskCustom;
}

- (nullable id<CheckoutViewInput>)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[CheckoutViewController alloc] init];
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(CheckoutViewController *)destination
                             fromSource:(nullable NSViewController *)source
                          configuration:(ZIKViewRouteConfiguration *)configuration {
    [self beginPerformRoute];
    [source presentViewControllerAsSheet:destination];
    [self endPerformRouteWithSuccess];
}

@end
