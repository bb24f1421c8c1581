#import "LoginViewController.h"
#import "LoginViewInput.h"

// No router spelling here: the byte pre-filter skips this file at first.
@interface LoginViewController (Input) <LoginViewInput>
@end
