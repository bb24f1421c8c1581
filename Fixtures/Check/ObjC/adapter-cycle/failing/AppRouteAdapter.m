#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "Protocols.h"

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(RequiredLoginInput) forAdaptee:ZIKRoutable(LoginInput)]; // expect: adapter-cycle
    [self registerDestinationAdapter:ZIKRoutable(LoginInput) forAdaptee:ZIKRoutable(RequiredLoginInput)]; // expect: adapter-cycle
}

@end
