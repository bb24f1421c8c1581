#import "LegacyHomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation LegacyHomeViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"home"]; // expect: duplicate-identifier
    [self registerURLPattern:@"app://home"]; // expect: duplicate-identifier
}

@end
