#import "ZIKChatViewRouter.h"
@import ZIKRouter.Internal;

#if FEATURE_CHAT
@implementation ZIKChatViewController
@end

@implementation ZIKChatViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[ZIKChatViewController class]];
    [self registerIdentifier:@"chat"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKChatViewController alloc] init];
}

@end
#endif
