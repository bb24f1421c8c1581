#import "HomeViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation HomeViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"home"];
    [self registerView:[HomeViewController class]];
}

- (nullable HomeViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HomeViewController alloc] init];
}

@end
