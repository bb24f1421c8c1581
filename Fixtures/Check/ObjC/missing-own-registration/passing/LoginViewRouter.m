#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation LoginViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"login"];
}
@end

@implementation QuickLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"quick-login"];
}
@end
