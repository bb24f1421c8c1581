#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "Protocols.h"

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerViewProtocol:ZIKRoutable(LoginInput)];
}

@end
