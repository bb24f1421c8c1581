#import <ZIKRouter/ZIKRouter.h>

@interface ZIKLoginViewRouter : ZIKViewRouter
@end

@interface ZIKLoginViewAdapter : ZIKViewRouteAdapter
@end

@interface ZIKWebLoginViewRouter : ZIKViewRouter
@end

@interface ZIKLegacyWebLoginViewRouter : ZIKViewRouter
@end
