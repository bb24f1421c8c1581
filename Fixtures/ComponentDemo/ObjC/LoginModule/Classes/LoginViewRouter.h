//
//  LoginViewRouter.h
//  LoginModule
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewController : UIViewController
@property (nonatomic, copy, nullable) NSString *account;
@end

@interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
