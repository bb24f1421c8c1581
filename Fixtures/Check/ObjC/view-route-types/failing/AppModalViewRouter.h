#import <ZIKRouter/ZIKRouter.h>

/// Routers of screens the app only presents: no push, no segues.
@interface AppModalViewRouter : ZIKViewRouter
@end
