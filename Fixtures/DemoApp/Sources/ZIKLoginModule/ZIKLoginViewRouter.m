//
//  ZIKLoginViewRouter.m
//  ZIKLoginModule
//

#import "ZIKLoginViewRouter.h"
#import "ZIKLoginModule.h"
@import ZIKRouter.Internal;

DeclareRoutableView(ZIKLoginViewController, ZIKLoginViewRouter)

@implementation ZIKLoginViewController

- (void)showWrongPasswordAlert {
    [ZIKRouterToViewModule(ZIKLoginModuleRequiredAlertInput)
        performPath:nil];
}

@end

@implementation ZIKLoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKLoginViewController class]];
}

- (nullable ZIKLoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [ZIKLoginViewController new];
}

@end
