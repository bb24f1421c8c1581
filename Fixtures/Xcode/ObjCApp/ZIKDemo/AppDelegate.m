#import "AppDelegate.h"
#import "RouteRegistry.h"

@implementation AppDelegate
+ (void)load {
    [RouteRegistry registerAllRoutes];
}
@end
