#import "SettingsViewController.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation SettingsViewController
@end

@implementation SettingsHeaderView
@end

@implementation SettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SettingsViewController class]];
    // An exclusive registration goes through no route-type check.
    [self registerExclusiveView:[SettingsHeaderView class]];
}

- (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SettingsViewController alloc] init];
}

@end
