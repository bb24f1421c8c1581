#import <LoginModule/LoginViewController.h>
#import "ShopInterfaces.h"

// The app lets the login module's classes serve its own protocols.
@interface LoginViewController (Shop) <ShopLoginViewInput>
@end

@interface LoginModuleConfiguration (Shop) <ShopLoginModuleInput>
@end

@interface ShopClockService (Shop) <ShopClockServiceInput>
@end
