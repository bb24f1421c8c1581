#import <ZIKRouter/ZIKViewRouter.h>

/// A header of the project that nothing includes.
@protocol HMUnusedViewInput <ZIKViewRoutable>
@end
