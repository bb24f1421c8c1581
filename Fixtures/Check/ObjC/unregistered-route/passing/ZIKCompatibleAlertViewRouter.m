#import "ZIKCompatibleAlertViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ZIKLoginModule.h"

@implementation ZIKCompatibleAlertViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKCompatibleAlertViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}

@end
