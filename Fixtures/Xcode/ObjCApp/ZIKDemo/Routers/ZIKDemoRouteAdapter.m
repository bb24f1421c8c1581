#import "ZIKDemoRouteAdapter.h"
#import <ZIKLoginModule/ZIKLoginModuleRequiredAlertInput.h>
@import ZIKRouter.Internal;

@implementation ZIKDemoRouteAdapter
+ (void)registerRoutableDestination {
    // The login module's default dependency, opted into with USE_DEFAULT_DEPENDENCY_ZIKLoginModule
    // in Config/Shared.xcconfig.
    registerDependencyOfZIKLoginModule();
}
@end

ADAPT_DEFAULT_DEPENDENCY_ZIKLoginModule
