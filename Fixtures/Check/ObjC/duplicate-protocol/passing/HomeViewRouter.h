#import <ZIKRouter/ZIKRouter.h>

#if TARGET_OS_IOS
@interface PhoneHomeViewRouter : ZIKViewRouter
@end
#else
@interface DesktopHomeViewRouter : ZIKViewRouter
@end
#endif
