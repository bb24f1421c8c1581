#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

// Forgot <LoginViewInput>.
@interface LoginViewController : UIViewController
@property (nonatomic, copy, nullable) NSString *account;
@end

NS_ASSUME_NONNULL_END
