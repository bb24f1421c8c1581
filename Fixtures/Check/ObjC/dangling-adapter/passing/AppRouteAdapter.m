#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "Protocols.h"

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    // ProfileKit asks for ProfileLoginInput; the chain runs three hops to LoginInput.
    [self registerDestinationAdapter:ZIKRoutable(ProfileLoginInput) forAdaptee:ZIKRoutable(AppLoginInput)];
    [self registerDestinationAdapter:ZIKRoutable(AppLoginInput) forAdaptee:ZIKRoutable(SharedLoginInput)];
    [self registerDestinationAdapter:ZIKRoutable(SharedLoginInput) forAdaptee:ZIKRoutable(LoginInput)];
}

@end
