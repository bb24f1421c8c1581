#import <ZIKRouter/ZIKRouter.h>

@interface AppRouteAdapter : ZIKViewRouteAdapter
@end
