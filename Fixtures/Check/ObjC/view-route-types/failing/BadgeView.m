#import "BadgeView.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation BadgeView
@end

@implementation BadgeViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[BadgeView class]]; // expect: view-route-types
}

- (nullable BadgeView *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[BadgeView alloc] init];
}

@end
