#import <UIKit/UIKit.h>

@interface LoginViewController : UIViewController
@property (nonatomic, copy, nullable) NSString *account;
@end
