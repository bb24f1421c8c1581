#import "ZIKOldLoginViewRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKOldLoginViewController
@end

@implementation ZIKOldLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[ZIKOldLoginViewController class]];
    [self registerIdentifier:@"login"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKOldLoginViewController alloc] init];
}

@end
