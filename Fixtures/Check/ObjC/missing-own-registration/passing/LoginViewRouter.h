#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewRouter : ZIKViewRouter
@end

@interface QuickLoginViewRouter : LoginViewRouter
@end
