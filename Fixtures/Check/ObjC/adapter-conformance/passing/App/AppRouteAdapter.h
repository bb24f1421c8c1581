#import <ZIKRouter/ZIKRouter.h>

@interface AppRouteAdapter : ZIKViewRouteAdapter
@end

@interface AppServiceAdapter : ZIKServiceRouteAdapter
@end
