#import "HomeViewRouter.h"
#import "HomeViewInput.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

// The same protocol in both branches of #if: only one is ever compiled.
#if TARGET_OS_IOS
@implementation PhoneHomeViewRouter
+ (void)registerRoutableDestination {
    [self registerViewProtocol:ZIKRoutable(HomeViewInput)];
    [self registerView:[HomeViewController class]];
}

- (nullable HomeViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HomeViewController alloc] init];
}
@end
#else
@implementation DesktopHomeViewRouter
+ (void)registerRoutableDestination {
    [self registerViewProtocol:ZIKRoutable(HomeViewInput)];
    [self registerView:[HomeViewController class]];
}

- (nullable HomeViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HomeViewController alloc] init];
}
@end
#endif
