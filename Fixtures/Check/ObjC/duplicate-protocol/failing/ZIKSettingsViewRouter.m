#import "ZIKSettingsViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

// Both routers register the protocol in the same configuration.
@implementation ZIKSettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKSettingsViewController class]];
    if (TEST_BLOCK_ROUTES == 0) {
        [self registerViewProtocol:ZIKRoutable(ZIKSettingsViewInput)]; // expect: duplicate-protocol
    }
}

@end

@implementation ZIKNewSettingsViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKNewSettingsViewController class]];
    if (!TEST_BLOCK_ROUTES) {
        [self registerViewProtocol:ZIKRoutable(ZIKSettingsViewInput)]; // expect: duplicate-protocol
    }
}

@end
