//
//  LoginViewRouter.h
//  LoginModule
//
//  Assembles the VIPER login module and routes to its view.
//

#import <ZIKRouter/ZIKViewRouter.h>
#import "LoginModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewRouter : ZIKModuleViewRouter(LoginModuleInput)
@end

NS_ASSUME_NONNULL_END
