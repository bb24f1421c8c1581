#import <ZIKRouter/ZIKRouter.h>

@interface HomeServiceRouter : ZIKServiceRouter
@end
