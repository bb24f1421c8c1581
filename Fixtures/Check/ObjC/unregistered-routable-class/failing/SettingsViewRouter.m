#import "SettingsViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "SettingsViewController.h"

DeclareRoutableService(LegacySyncService, LegacySyncServiceRouter) // expect: unregistered-routable-class

@implementation SettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SettingsViewController class]];
}

@end
