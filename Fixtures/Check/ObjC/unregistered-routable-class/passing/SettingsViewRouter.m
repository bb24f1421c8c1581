#import "SettingsViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "SettingsViewController.h"

DeclareRoutableService(SyncService, SyncServiceRouter)

@implementation SettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SettingsViewController class]];
    [self registerService:[SyncService class]];
    // A block route registers its destination class too.
    [ZIKViewRoute<MaintenanceViewController *, ZIKViewRouteConfiguration *>
     makeRouteWithDestination:[MaintenanceViewController class]
     makeDestination:^MaintenanceViewController * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
        return [[MaintenanceViewController alloc] init];
    }];
}

- (nullable SettingsViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SettingsViewController alloc] init];
}

@end
