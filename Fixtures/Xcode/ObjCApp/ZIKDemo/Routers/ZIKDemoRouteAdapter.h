#import <ZIKRouter/ZIKRouter.h>

/// Wires the modules' required interfaces to the app's own modules.
@interface ZIKDemoRouteAdapter : ZIKViewRouteAdapter
@end
