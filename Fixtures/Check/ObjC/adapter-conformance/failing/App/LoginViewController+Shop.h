#import <LoginModule/LoginViewController.h>
#import "ShopInterfaces.h"

// The app lets the login module's classes serve its own protocols.
@interface LoginViewController (Shop)
@end

@interface LoginModuleConfiguration (Shop)
@end
