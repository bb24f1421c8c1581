#import "ProfileViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation ProfileViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProfileViewController class]];
}

@end
