#import <ZIKRouter/ZIKViewRoutable.h>
#import "LoginViewController.h"

NS_ASSUME_NONNULL_BEGIN

/// The account tab's entry screen, written before the login module existed. Adapted to checkout's
/// login requirement, which the login screen provides.
@protocol AccountEntryViewInput <ZIKViewRoutable>
@end

@interface LoginViewController (AccountEntry) <AccountEntryViewInput>
@end

NS_ASSUME_NONNULL_END
