#import <ZIKRouter/ZIKRouter.h>

/// Routers of views the app lays over the current screen with its own animation.
@interface AppOverlayRouter : ZIKViewRouter
@end
