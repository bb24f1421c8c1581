#import "ToastView.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation ToastView
@end

@implementation CouponViewController
@end

@implementation ToastViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ToastView class]];
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ToastView alloc] init];
}

@end

@implementation CouponViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[CouponViewController class]];
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskViewControllerDefault | ZIKViewRouteTypeMaskCustom;
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[CouponViewController alloc] init];
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(CouponViewController *)destination fromSource:(UIViewController *)source configuration:(ZIKViewRouteConfiguration *)configuration {
    [source presentViewController:destination animated:YES completion:nil];
    [self endPerformRouteWithSuccess];
}

@end
