//
//  LoginServiceRouter.h
//  LoginModule
//

#import <ZIKRouter/ZIKServiceRouter.h>
#import "LoginService.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginServiceRouter : ZIKServiceRouter<LoginService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
