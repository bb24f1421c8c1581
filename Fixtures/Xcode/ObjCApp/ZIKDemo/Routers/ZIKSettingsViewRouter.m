#import "ZIKSettingsViewRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKSettingsViewController
@end

@implementation ZIKSettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[ZIKSettingsViewController class]];
    [self registerViewProtocol:ZIKRoutable(ZIKSettingsViewInput)];
    [self registerIdentifier:@"settings"];
#if !DEBUG
    // Release builds open the login screen from a push as "login"; the framework's router owns
    // that identifier in every configuration, so only a Release build has two.
    [self registerIdentifier:@"login"];
#endif
}

- (ZIKSettingsViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKSettingsViewController alloc] init];
}

@end
