#import <ZIKRouter/ZIKServiceRouteAdapter.h>

NS_ASSUME_NONNULL_BEGIN

/// Wires features' required protocols to the services that provide them, and registers the services
/// that need no router of their own.
@interface ShopServiceRouteAdapter : ZIKServiceRouteAdapter
@end

NS_ASSUME_NONNULL_END
