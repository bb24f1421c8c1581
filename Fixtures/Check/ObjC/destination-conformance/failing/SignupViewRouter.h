#import <ZIKRouter/ZIKRouter.h>

@interface SignupViewRouter : ZIKViewRouter
@end
