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

@end

@implementation AnalyticsServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[AnalyticsService class]];
}

@end
