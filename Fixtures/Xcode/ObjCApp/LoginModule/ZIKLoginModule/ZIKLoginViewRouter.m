#import "ZIKLoginViewRouter.h"
#import "ZIKAccountServiceRouter.h"
#import "ZIKLoginModuleRequiredAlertInput.h"
@import ZIKRouter.Internal;

@implementation ZIKLoginViewController
@synthesize account;

- (void)showSignInFailure {
    [ZIKRouterToViewModule(ZIKLoginModuleRequiredAlertInput)
        performPath:ZIKViewRoutePath.presentModallyFrom(self)
        configuring:^(ZIKViewRouteConfiguration<ZIKLoginModuleRequiredAlertInput> *config) {
            config.title = @"Sign-in failed";
            [config addCancelButtonTitle:@"OK" handler:nil];
        }];
}
@end

@implementation ZIKLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[ZIKLoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(ZIKLoginViewInput)];
    [self registerIdentifier:@"login"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKLoginViewController alloc] init];
}

@end
