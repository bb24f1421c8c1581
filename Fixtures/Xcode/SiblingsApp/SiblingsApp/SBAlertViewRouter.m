#import "SBAlertViewRouter.h"
@import ZIKRouter.Internal;

@implementation SBAlertConfiguration
@synthesize title, message;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^)(void))handler {
}
@end

@implementation SBAlertViewController
@end

@implementation SBAlertViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[SBAlertViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ZIKLoginModuleRequiredAlertInput)];
}

+ (SBAlertConfiguration *)defaultRouteConfiguration {
    return [SBAlertConfiguration new];
}

- (SBAlertViewController *)destinationWithConfiguration:(SBAlertConfiguration *)configuration {
    SBAlertViewController *alert = [SBAlertViewController new];
    alert.title = configuration.title;
    alert.message = configuration.message;
    return alert;
}
@end
