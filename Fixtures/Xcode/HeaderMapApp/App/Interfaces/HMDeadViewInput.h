#import <ZIKRouter/ZIKViewRouter.h>

/// Imported only under #if 0: never compiled.
@protocol HMDeadViewInput <ZIKViewRoutable>
@end
