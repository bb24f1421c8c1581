#import "VisibleViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation VisibleViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"visible"];
    [self registerView:[VisibleViewController class]];
}

- (nullable VisibleViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[VisibleViewController alloc] init];
}

@end
