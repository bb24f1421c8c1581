//
//  DemoRouteAdapter.h
//  DemoApp
//
//  Binds the protocols this app requires to the modules that provide them.
//

#import <ZIKRouter/ZIKRouter.h>

@interface DemoRouteAdapter : ZIKViewRouteAdapter
@end
