#import <ZIKRouter/ZIKRouter.h>

@interface HomeViewRouter : ZIKViewRouter
@end
