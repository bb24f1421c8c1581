#import "NEEditorViewRouter.h"
@import ZIKRouter.Internal;

@implementation NEEditorViewController
@synthesize noteID;
@end

@implementation NEEditorViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[NEEditorViewController class]];
    [self registerViewProtocol:ZIKRoutable(NEEditorViewInput)];
    [self registerIdentifier:@"editor"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[NEEditorViewController alloc] init];
}

@end
