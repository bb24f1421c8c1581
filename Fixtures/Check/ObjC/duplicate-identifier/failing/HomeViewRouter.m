#import "HomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"home"]; // expect: duplicate-identifier
    [self registerURLPattern:@"app://home"]; // expect: duplicate-identifier
}

@end
