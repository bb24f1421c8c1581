#import "CheckoutDependencies.h"

SHOP_IMPLEMENT_DEPENDENCY(LoginViewController, CheckoutLoginViewInput)
