#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

#if FEATURE_CHAT
@interface ZIKChatViewController : UIViewController <ZIKRoutableView>
@end

@interface ZIKChatViewRouter : ZIKViewRouter<ZIKChatViewController *, ZIKViewRouteConfiguration *>
@end
#endif

NS_ASSUME_NONNULL_END
