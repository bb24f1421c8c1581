#import <ZIKRouter/ZIKRouter.h>

@protocol HomeViewInput <ZIKViewRoutable>
@end
