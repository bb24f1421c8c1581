#import "AppDelegate.h"
#import <ShopCart/SCCartViewInput.h>
#import "Generated/RouteRegistry.h"
#import "Product/SHProductViewInput.h"

@implementation AppDelegate

+ (void)load {
    // Manual registration: ZIKRouter must not walk the class list at launch.
    ZIKRouteRegistry.autoRegister = NO;
    [RouteRegistry registerEarlyRoutes];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [RouteRegistry registerRoutes];
    [ZIKRouterToView(SHProductViewInput) performPath:ZIKViewRoutePath.makeDestination];
    return YES;
}

- (void)openCart {
    [ZIKRouterToView(SCCartViewInput) performPath:ZIKViewRoutePath.makeDestination];
}

@end
