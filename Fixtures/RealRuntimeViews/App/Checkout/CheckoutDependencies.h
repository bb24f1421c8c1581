#import <ZIKRouter/ZIKViewRoutable.h>
#import "ShopDependencyMacros.h"
#import "LoginViewController.h"

NS_ASSUME_NONNULL_BEGIN

/// The sign-in screen checkout shows to a guest; the app's login screen provides it (ShopViewRouteAdapter).
@protocol CheckoutLoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *prefilledEmail;
@end

SHOP_PROVIDE_DEPENDENCY(LoginViewController, CheckoutLoginViewInput)

NS_ASSUME_NONNULL_END
