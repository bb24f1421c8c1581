#import "CompactProfileViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation CompactProfileViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProfileViewController class]];
}

- (nullable ProfileViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ProfileViewController alloc] init];
}

@end
