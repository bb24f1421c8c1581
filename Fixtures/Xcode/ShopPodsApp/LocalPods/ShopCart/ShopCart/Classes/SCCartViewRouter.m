#import "SCCartViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation SCCartViewController
@synthesize couponCode = _couponCode;
@end

@implementation SCCartViewRouter

+ (void)registerRoutableDestination {
    [self registerExclusiveView:[SCCartViewController class]];
    [self registerViewProtocol:ZIKRoutable(SCCartViewInput)];
    [self registerIdentifier:@"cart"];
}

- (nullable SCCartViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SCCartViewController alloc] init];
}

@end
