#import <ZIKRouter/ZIKRouter.h>

@protocol LoginViewInput <ZIKViewRoutable>
@end
