#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewRouter : ZIKViewRouter
@end

@interface QuickLoginViewRouter : LoginViewRouter // expect: missing-own-registration
@end
