#import "LoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation LoginViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"login"];
}
@end

@implementation QuickLoginViewRouter
@end
