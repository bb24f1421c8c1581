#import "ZIKLoginViewController.h"
#import "ZIKLoginModule.h"

@implementation ZIKLoginViewController

- (void)showAlertWithMessage:(NSString *)message {
    [ZIKRouterToViewModule(ZIKLoginModuleRequiredAlertInput) performPath:ZIKViewRoutePath.presentModallyFrom(self) // expect: unregistered-route
        configuring:^(ZIKViewRouteConfiguration<ZIKLoginModuleRequiredAlertInput> *config) {
        config.message = message;
    }];
}

@end
