#import "SBHomeViewRouter.h"
#import <ZIKLoginModule/ZIKLoginViewRouter.h>
@import ZIKRouter.Internal;

@implementation SBHomeViewController
@end

@implementation SBHomeViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[SBHomeViewController class]];
    [self registerIdentifier:@"home"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SBHomeViewController alloc] init];
}

@end
