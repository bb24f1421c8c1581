#import "SpinnerViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation SpinnerView
@end

@implementation SpinnerViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SpinnerView class]];
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SpinnerView alloc] init];
}

- (BOOL)canPerformCustomRoute {
    return YES;
}

- (void)performCustomRouteOnDestination:(SpinnerView *)destination fromSource:(UIView *)source configuration:(ZIKViewRouteConfiguration *)configuration {
    [source addSubview:destination];
    [self endPerformRouteWithSuccess];
}

@end
