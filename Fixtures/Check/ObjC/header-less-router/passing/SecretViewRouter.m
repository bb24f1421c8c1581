#import "SecretViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation SecretViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"secret"];
}

@end
