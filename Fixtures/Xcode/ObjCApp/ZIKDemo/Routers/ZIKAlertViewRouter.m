#import "ZIKAlertViewRouter.h"
#import <ZIKLoginModule/ZIKLoginModuleRequiredAlertInput.h>
@import ZIKRouter.Internal;

@implementation ZIKDemoAlertConfiguration
@synthesize title, message;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^)(void))handler {
}
@end

@implementation ZIKDemoAlertViewController
@end

@implementation ZIKDemoAlertViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[ZIKDemoAlertViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ZIKDemoAlertModuleInput)];
}

+ (ZIKDemoAlertConfiguration *)defaultRouteConfiguration {
    return [ZIKDemoAlertConfiguration new];
}

- (ZIKDemoAlertViewController *)destinationWithConfiguration:(ZIKDemoAlertConfiguration *)configuration {
    ZIKDemoAlertViewController *alert = [ZIKDemoAlertViewController new];
    alert.title = configuration.title;
    alert.message = configuration.message;
    return alert;
}
@end
