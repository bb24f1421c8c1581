#import <ZIKRouter/ZIKRouter.h>

/// Routers of views the app lays over the current screen.
@interface AppOverlayRouter : ZIKViewRouter
@end
