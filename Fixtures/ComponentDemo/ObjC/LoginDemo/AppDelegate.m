//
//  AppDelegate.m
//  LoginDemo
//

#import <UIKit/UIKit.h>
#import <LoginModule/LoginModule.h>
#import "RouteRegistry.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [RouteRegistry registerAll];
    UINavigationController *root = [UINavigationController new];
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = root;
    [self.window makeKeyAndVisible];
    [ZIKRouterToView(LoginViewInput) performPath:ZIKViewRoutePath.pushFrom(root)];
    return YES;
}

@end
