//
//  DemoRouteAdapter.m
//  DemoApp
//

#import "DemoRouteAdapter.h"
#import "RequiredLoginViewInput.h"
#import "RequiredCompatibleAlertModuleInput.h"
#import <ZIKLoginModule/ZIKLoginModule.h>
#import <ZIKAlertModule/ZIKCompatibleAlertModuleInput.h>
#import <ZIKAlertModule/ZIKCompatibleAlertViewRouter.h>
@import ZIKRouter.Internal;

@implementation DemoRouteAdapter

+ (void)registerRoutableDestination {
    // The login module ships its own adapter registration: use it instead of writing one here.
    registerDependencyOfZIKLoginModule();

    // The app knows the login module's router, so it binds its own protocol to it directly.
    [ZIKLoginViewRouter registerViewProtocol:ZIKRoutable(RequiredLoginViewInput)];

    // The app's own alert interface, served by the alert module.
    [self registerModuleAdapter:ZIKRoutable(RequiredCompatibleAlertModuleInput)
                     forAdaptee:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}

@end

// ZIKLoginViewRouter's destination serves the app's own protocol as well.
@interface ZIKLoginViewController (RequiredLoginViewInput) <RequiredLoginViewInput>
@end
@implementation ZIKLoginViewController (RequiredLoginViewInput)
@end

// The alert module's configuration serves the app's protocol and the one the login module's default
// registration adapts: ZIKRouter's launch check wants the adaptee's configuration to conform to both.
@interface ZIKCompatibleAlertViewConfiguration (DemoRouteAdapter) <RequiredCompatibleAlertModuleInput, ZIKLoginModuleRequiredAlertInput>
@end
@implementation ZIKCompatibleAlertViewConfiguration (DemoRouteAdapter)
@end
