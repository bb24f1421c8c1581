#import <ZIKRouter/ZIKRouter.h>

@interface ProfileViewRouter : ZIKViewRouter
@end
