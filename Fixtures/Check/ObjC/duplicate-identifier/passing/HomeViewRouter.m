#import "HomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeViewRouter

+ (void)registerRoutableDestination {
#if DEBUG
    [self registerIdentifier:@"debug-home"];
#else
    [self registerIdentifier:@"home"];
#endif
    [self registerView:[HomeViewController class]];
}

- (nullable HomeViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HomeViewController alloc] init];
}

@end
