#import "ProfileViewController.h"
@import ZIKRouter.Internal;

@implementation ProfileViewController
- (void)openProfile {
    [ZIKRouterToView(ProfileViewInput) performPath:nil];
}
@end

@implementation ProfileViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[ProfileViewController class]];
    [self registerViewProtocol:ZIKRoutable(ProfileViewInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ProfileViewController alloc] init];
}
@end
