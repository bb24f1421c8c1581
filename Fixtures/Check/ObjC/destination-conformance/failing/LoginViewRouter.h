#import <ZIKRouter/ZIKRouter.h>

@interface LoginViewRouter : ZIKViewRouter
@end
