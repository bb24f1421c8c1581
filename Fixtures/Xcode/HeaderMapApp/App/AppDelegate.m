#import "AppDelegate.h"
#import "HMSettingsViewRouter.h"
#import "OnlyOnDisk.h"
#import <MapKitLike/HMMapViewRouter.h>
@import MapKitLike;
#if 0
#import "HMDeadViewInput.h"
#endif

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UIViewController *settings = [ZIKRouterToView(HMSettingsViewInput) makeDestination];
    UIViewController *map = [ZIKRouterToView(HMMapViewInput) makeDestination];
    self.window.rootViewController = settings ?: map;
    return YES;
}

@end
