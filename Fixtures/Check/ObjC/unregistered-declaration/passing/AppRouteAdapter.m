#import "AppRouteAdapter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "AboutViewInput.h"
#import "AboutViewController.h"

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [ZIKViewRouter registerViewProtocol:ZIKRoutable(AboutViewInput) forMakingView:[AboutViewController class]];
}

@end
