#import <ZIKRouter/ZIKRouter.h>

@protocol AboutViewInput <ZIKViewRoutable>
@end
