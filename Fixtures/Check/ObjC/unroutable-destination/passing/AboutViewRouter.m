#import "AboutViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "AboutViewController.h"
#import "HelpViewController.h"
#import "AppViewController+Routable.h"
#import "AnalyticsService.h"
#import "AnalyticsServiceRouter.h"

DeclareRoutableView(AboutViewController, AboutViewRouter)

@implementation AboutViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[AboutViewController class]];
    [self registerView:[HelpViewController class]];
    [self registerView:[AppViewController class]];
}

- (nullable AboutViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[AboutViewController alloc] init];
}

@end

@implementation AnalyticsServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[AnalyticsService class]];
}

- (nullable AnalyticsService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[AnalyticsService alloc] init];
}

@end
