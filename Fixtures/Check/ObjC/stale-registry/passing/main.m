#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouteRegistry.h>

int main(int argc, char *argv[]) {
    @autoreleasepool {
        // AppRouteRegistry registers every router by hand.
        ZIKRouteRegistry.autoRegister = NO;
        return UIApplicationMain(argc, argv, nil, @"AppDelegate");
    }
}
