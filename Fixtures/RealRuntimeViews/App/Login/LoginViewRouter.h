#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// The only router that may show the login screen: it checks the session before it does.
@interface LoginViewRouter : ZIKViewRouter<id<ZIKRoutableView>, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
