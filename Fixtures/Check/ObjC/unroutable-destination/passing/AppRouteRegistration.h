#import <ZIKRouter/ZIKRouter.h>

@interface AppRouteRegistration : ZIKViewRouteAdapter
@end
