#import "ToastView.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

/// ZIKRouter asks the router class's own method list, which a category's methods are part of.
@implementation ToastViewRouter (CustomRoute)

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(ToastView *)destination fromSource:(XXView *)source configuration:(ZIKViewRouteConfiguration *)configuration {
    [source addSubview:destination];
    [self endPerformRouteWithSuccess];
}

@end
