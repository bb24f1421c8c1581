#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ProfileViewInput <ZIKViewRoutable>
@end

@interface ProfileViewController : UIViewController <ProfileViewInput, ZIKRoutableView>
@end

/// A router declared in its view controller's header (docs/ZIKRouter-semantics.md#runtime-code-generators: the header is not named after
/// the router).
@interface ProfileViewRouter : ZIKDestinationViewRouter(ProfileViewController *)
@end

NS_ASSUME_NONNULL_END
