#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewRouter : ZIKViewRouter
@end

@interface QuickLoginViewRouter : LoginViewRouter
@end

@interface LoginViewController : UIViewController <ZIKRoutableView>
@end

@interface QuickLoginViewController : UIViewController <ZIKRoutableView>
@end
