#import <UIKit/UIKit.h>
#import "LoginViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewController : UIViewController <LoginViewInput>
@end

NS_ASSUME_NONNULL_END
