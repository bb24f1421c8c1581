#import <UIKit/UIKit.h>
#import "LoginViewInput.h"

#define XXViewController UIViewController

@interface LoginViewController : XXViewController <ZIKRoutableView, LoginViewInput>
@end

@interface LoginModuleConfiguration : ZIKViewRouteConfiguration <LoginModuleInput>
@end

// The module's router, declared beside its destination.
@interface LoginViewRouter : ZIKViewRouter<LoginViewController *, LoginModuleConfiguration *>
@end
