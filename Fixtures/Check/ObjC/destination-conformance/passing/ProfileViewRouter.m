#import "ProfileViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ProfileViewController.h"
#import "ProfileViewInput.h"

DeclareRoutableView(ProfileViewController, ProfileViewRouter)

@implementation ProfileViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ProfileViewController class]];
    [self registerViewProtocol:ZIKRoutable(ProfileViewInput)];
}

@end
