#import "SettingsViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "SettingsViewController.h"

@implementation SettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[SettingsViewController class]];
    [self registerViewProtocol:ZIKRoutable(DKTrackedScreen)];
}

- (nullable NSViewController<DKTrackedScreen> *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SettingsViewController alloc] init];
}

@end
