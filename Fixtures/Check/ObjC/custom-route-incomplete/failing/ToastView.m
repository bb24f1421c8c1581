#import "ToastView.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation ToastView
@end

@implementation SnackbarView
@end

@implementation ToastViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ToastView class]]; // expect: custom-route-incomplete
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ToastView alloc] init];
}

@end

@implementation SnackbarViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SnackbarView class]]; // expect: custom-route-incomplete
}

+ (ZIKViewRouteTypeMask)supportedRouteTypes {
    return ZIKViewRouteTypeMaskCustom;
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SnackbarView alloc] init];
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

@end
