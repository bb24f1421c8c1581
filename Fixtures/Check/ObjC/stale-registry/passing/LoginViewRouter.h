#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewRouter : ZIKViewRouter
@end

@interface LoginViewController : UIViewController <ZIKRoutableView>
@end
