#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "Protocols.h"

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ProfileLoginInput) forAdaptee:ZIKRoutable(AppLoginInput)];
    [self registerDestinationAdapter:ZIKRoutable(AppLoginInput) forAdaptee:ZIKRoutable(LoginInput)]; // expect: dangling-adapter
}

@end
