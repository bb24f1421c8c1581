#import <ZIKRouter/ZIKRouter.h>

@interface LegacyHomeViewRouter : ZIKViewRouter
@end
