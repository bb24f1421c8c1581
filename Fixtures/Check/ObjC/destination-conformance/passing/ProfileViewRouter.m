#import "ProfileViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ProfileViewController.h"
#import "ProfileViewInput.h"

DeclareRoutableView(ProfileViewController, ProfileViewRouter)

@implementation ProfileViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProfileViewController class]];
    [self registerViewProtocol:ZIKRoutable(ProfileViewInput)];
    // It inherits ZIKViewRoutable through ProfileViewInput, so ZIKRouter's launch check wants it
    // registered too.
    [self registerViewProtocol:ZIKRoutable(EditableProfileViewInput)];
}

- (nullable ProfileViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ProfileViewController alloc] init];
}

@end
