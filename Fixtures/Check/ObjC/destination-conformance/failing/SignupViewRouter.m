#import "SignupViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "SignupViewController.h"
#import "SignupViewInput.h"

@implementation SignupViewRouter

+ (void)registerRoutableDestination {
#if DEBUG
    [self registerViewProtocol:ZIKRoutable(SignupViewInput)];
#endif
    [self registerExclusiveView:[SignupViewController class]]; // expect: destination-conformance
}

@end
