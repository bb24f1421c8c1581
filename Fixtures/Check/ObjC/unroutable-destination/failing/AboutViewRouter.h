#import <ZIKRouter/ZIKRouter.h>

@interface AboutViewRouter : ZIKViewRouter
@end
