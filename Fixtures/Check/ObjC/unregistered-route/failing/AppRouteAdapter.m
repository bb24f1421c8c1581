#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#define USE_DEFAULT_DEPENDENCY_ZIKLoginModule
#import "ZIKLoginModule.h"

// The adapter forgot to call registerDependencyOfZIKLoginModule().
@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerAlertAdapters];
}

+ (void)registerAlertAdapters {
    [self registerModuleAdapter:ZIKRoutable(ZIKCompatibleAlertModuleInput) forAdaptee:ZIKRoutable(ZIKSystemAlertModuleInput)];
}

@end
