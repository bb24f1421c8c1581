#import "LoginViewController.h"

@implementation LoginViewController
@synthesize prefilledEmail = _prefilledEmail;
@end
