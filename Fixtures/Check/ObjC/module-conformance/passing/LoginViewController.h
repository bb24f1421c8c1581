#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewController : UIViewController <ZIKRoutableView>
@end
