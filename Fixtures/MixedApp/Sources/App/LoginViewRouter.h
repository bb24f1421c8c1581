#import <ZIKRouter/ZIKRouter.h>
#import "LoginViewController.h"

NS_ASSUME_NONNULL_BEGIN

// The launch screen needs it before the main registration.
// routegen:early
@interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
