#import "ZIKCompatibleAlertViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ZIKLoginModule.h"

@interface ZIKCompatibleAlertConfiguration : ZIKViewRouteConfiguration <ZIKCompatibleAlertModuleInput>
@end
@implementation ZIKCompatibleAlertConfiguration
@end

// The login module's default dependency adapts its alert protocol to this module's: the configuration serves both.
@interface ZIKCompatibleAlertConfiguration (ZIKLoginModuleRequiredAlertInput) <ZIKLoginModuleRequiredAlertInput>
@end
@implementation ZIKCompatibleAlertConfiguration (ZIKLoginModuleRequiredAlertInput)
@end

@implementation ZIKCompatibleAlertViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKCompatibleAlertViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}

+ (ZIKViewRouteConfiguration<ZIKCompatibleAlertModuleInput> *)defaultRouteConfiguration {
    return [ZIKCompatibleAlertConfiguration new];
}

- (nullable ZIKCompatibleAlertViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKCompatibleAlertViewController alloc] init];
}

@end
