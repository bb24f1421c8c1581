#import <UIKit/UIKit.h>
#import "RouteRegistry.h"

@interface AppDelegate : UIResponder
@end

@implementation AppDelegate
+ (void)load {
    [RouteRegistry registerAllRoutes];
}
@end
