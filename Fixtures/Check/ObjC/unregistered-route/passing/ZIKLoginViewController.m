#import "ZIKLoginViewController.h"
#import "ZIKLoginModule.h"
#import "LoginViewInput.h"

@implementation ZIKLoginViewController

- (void)showAlertWithMessage:(NSString *)message {
    [ZIKRouterToViewModule(ZIKLoginModuleRequiredAlertInput) performPath:ZIKViewRoutePath.presentModallyFrom(self)
        configuring:^(ZIKViewRouteConfiguration<ZIKLoginModuleRequiredAlertInput> *config) {
        config.message = message;
    }];
}

- (void)showLegacyLogin {
    [ZIKRouterToView(LegacyLoginViewInput) performPath:ZIKViewRoutePath.pushFrom(self)];
}

@end
