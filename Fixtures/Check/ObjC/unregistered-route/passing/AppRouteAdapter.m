#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#define USE_DEFAULT_DEPENDENCY_ZIKLoginModule
#import "ZIKLoginModule.h"
#import "LoginViewInput.h"

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    registerDependencyOfZIKLoginModule();
    [self registerAppAdapters];
}

+ (void)registerAppAdapters {
    [self registerDestinationAdapter:ZIKRoutable(LegacyLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];
}

@end
