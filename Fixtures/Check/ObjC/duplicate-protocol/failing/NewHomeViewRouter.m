#import "NewHomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "HomeViewInput.h"

@implementation NewHomeViewRouter

+ (void)registerRoutableDestination {
    [self registerViewProtocol:ZIKRoutable(HomeViewInput)]; // expect: duplicate-protocol
}

@end
