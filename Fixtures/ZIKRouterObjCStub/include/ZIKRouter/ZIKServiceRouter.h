#import <ZIKRouter/ZIKRouterBase.h>

NS_ASSUME_NONNULL_BEGIN

typedef ZIKPerformRouteConfiguration ZIKPerformRouteConfig;

@interface ZIKServiceRouter<__covariant Destination, __covariant RouteConfig: ZIKPerformRouteConfiguration *> : ZIKRouter<Destination, RouteConfig, ZIKRemoveRouteConfiguration *>
@end

typedef ZIKServiceRouter<id, ZIKPerformRouteConfig *> ZIKAnyServiceRouter;
#define ZIKDestinationServiceRouter(Destination) ZIKServiceRouter<Destination, ZIKPerformRouteConfig *>
#define ZIKModuleServiceRouter(ModuleConfigProtocol) ZIKServiceRouter<id, ZIKPerformRouteConfig<ModuleConfigProtocol> *>

@interface ZIKServiceRouteAdapter : ZIKServiceRouter
@end

#define DeclareRoutableService(RoutableService, ExtensionName) \
    @interface RoutableService (ExtensionName) <ZIKRoutableService> @end \
    @implementation RoutableService (ExtensionName) @end

NS_ASSUME_NONNULL_END
