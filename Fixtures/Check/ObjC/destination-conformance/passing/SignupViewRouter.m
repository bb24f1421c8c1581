#import "SignupViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "SignupViewController.h"
#import "SignupViewInput.h"

DeclareRoutableView(SignupViewController, SignupViewRouter)

@implementation SignupViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[SignupViewController class]];
    [self registerViewProtocol:ZIKRoutable(SignupViewInput)];
}

- (nullable SignupViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SignupViewController alloc] init];
}

@end
