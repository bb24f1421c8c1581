//
//  LoginModuleConfiguration.h
//  LoginModule
//

#import <ZIKRouter/ZIKViewRouter.h>
#import "LoginModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginModuleConfiguration : ZIKViewRouteConfiguration <LoginModuleInput>
@end

NS_ASSUME_NONNULL_END
