#import "ProfileViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation ProfileViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProfileViewController class]];
}

- (nullable ProfileViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ProfileViewController alloc] init];
}

@end
