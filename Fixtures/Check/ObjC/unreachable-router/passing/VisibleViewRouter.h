#import <ZIKRouter/ZIKRouter.h>

@interface VisibleViewRouter : ZIKViewRouter
@end
