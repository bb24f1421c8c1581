#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKViewRoutable @end
@protocol ZIKViewModuleRoutable @end
@protocol ZIKServiceRoutable @end
@protocol ZIKServiceModuleRoutable @end
@protocol ZIKRoutableView <NSObject> @end
@protocol ZIKRoutableService <NSObject> @end

#define ZIKRoutable(RoutableProtocol) (Protocol<RoutableProtocol> *)@protocol(RoutableProtocol)

@interface ZIKRouteConfiguration : NSObject
@end
@interface ZIKPerformRouteConfiguration : ZIKRouteConfiguration
@end
@interface ZIKRemoveRouteConfiguration : ZIKRouteConfiguration
@end

@interface ZIKRouter<__covariant Destination, __covariant RouteConfig: ZIKPerformRouteConfiguration *, __covariant RemoveConfig: ZIKRemoveRouteConfiguration *> : NSObject
+ (BOOL)isAbstractRouter;
+ (BOOL)isAdapter;
- (nullable Destination)destinationWithConfiguration:(RouteConfig)configuration;
@end

NS_ASSUME_NONNULL_END
