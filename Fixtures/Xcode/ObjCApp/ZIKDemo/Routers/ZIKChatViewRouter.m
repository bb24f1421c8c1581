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
@end
#endif
