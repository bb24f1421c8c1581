#import <UIKit/UIKit.h>
#import "RouteRegistry.h"

@interface AppDelegate : UIResponder
@end

@implementation AppDelegate
+ (void)load {
    ZIKRouteRegistry.autoRegister = NO;
    [RouteRegistry registerAllRoutes];
}
@end
