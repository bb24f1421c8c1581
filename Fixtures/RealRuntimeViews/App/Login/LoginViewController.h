#import "ShopBaseViewController.h"
#import "LoginViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewController : ShopBaseViewController <LoginViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
