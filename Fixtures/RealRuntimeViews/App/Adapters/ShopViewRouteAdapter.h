#import <ZIKRouter/ZIKViewRouteAdapter.h>

NS_ASSUME_NONNULL_BEGIN

/// Connects the modules: required protocols to the screens that provide them, and the screens that need
/// no router of their own.
@interface ShopViewRouteAdapter : ZIKViewRouteAdapter
@end

NS_ASSUME_NONNULL_END
