#import "AboutViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "AboutViewController.h"

// DeclareRoutableView(AboutViewController, AboutViewRouter) is missing.

@implementation AboutViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[AboutViewController class]]; // expect: unroutable-destination
}

@end
