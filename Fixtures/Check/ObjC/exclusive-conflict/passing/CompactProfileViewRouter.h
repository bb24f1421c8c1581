#import <ZIKRouter/ZIKRouter.h>

@interface CompactProfileViewRouter : ZIKViewRouter
@end
