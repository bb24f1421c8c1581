#import "QuickLoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation QuickLoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]]; // expect: exclusive-conflict
}

@end
