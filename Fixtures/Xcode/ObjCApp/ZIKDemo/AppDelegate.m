#import "AppDelegate.h"
#import "RouteRegistry.h"

@implementation AppDelegate
+ (void)load {
    ZIKRouteRegistry.autoRegister = NO;
    [RouteRegistry registerAllRoutes];
}
@end
