//
//  DemoRouteAdapter.h
//  LoginDemo
//

#import <ZIKRouter/ZIKViewRouteAdapter.h>

/// Hosts LoginModule the way the Shop app does: its required cart is the cart pod's protocol.
@interface DemoRouteAdapter : ZIKViewRouteAdapter
@end
