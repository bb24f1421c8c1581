#import "HMSettingsViewRouter.h"
@import ZIKRouter.Internal;

@implementation HMSettingsViewController
@end

@implementation HMSettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[HMSettingsViewController class]];
    [self registerViewProtocol:ZIKRoutable(HMSettingsViewInput)];
}

- (nullable HMSettingsViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HMSettingsViewController alloc] init];
}

@end
