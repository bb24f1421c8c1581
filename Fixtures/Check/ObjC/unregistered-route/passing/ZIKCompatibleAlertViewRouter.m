#import "ZIKCompatibleAlertViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ZIKLoginModule.h"

@interface ZIKCompatibleAlertConfiguration : ZIKViewRouteConfiguration <ZIKCompatibleAlertModuleInput>
@end
@implementation ZIKCompatibleAlertConfiguration
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
