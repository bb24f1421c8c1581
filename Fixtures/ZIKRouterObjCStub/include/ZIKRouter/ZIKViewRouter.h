#import <ZIKRouter/ZIKRouterBase.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKViewRouteConfiguration : ZIKPerformRouteConfiguration
@end
@interface ZIKViewRemoveConfiguration : ZIKRemoveRouteConfiguration
@end
typedef ZIKViewRouteConfiguration ZIKViewRouteConfig;

@interface ZIKViewRouter<__covariant Destination, __covariant RouteConfig: ZIKViewRouteConfiguration *> : ZIKRouter<Destination, RouteConfig, ZIKViewRemoveConfiguration *>
/// The block behind ZIKRouterToView / ZIKRouterToViewModule (unavailable in Swift).
@property (class, nonatomic, readonly) id _Nullable (^toView)(Protocol *viewProtocol);
@property (class, nonatomic, readonly) id _Nullable (^toModule)(Protocol *moduleProtocol);
- (void)performPath:(nullable id)path;
@end

typedef ZIKViewRouter<id, ZIKViewRouteConfig *> ZIKAnyViewRouter;
#define ZIKDestinationViewRouter(Destination) ZIKViewRouter<Destination, ZIKViewRouteConfig *>
#define ZIKModuleViewRouter(ModuleConfigProtocol) ZIKViewRouter<id, ZIKViewRouteConfig<ModuleConfigProtocol> *>
#define ZIKRouterToView(ViewProtocol) [ZIKViewRouter<id<ViewProtocol>, ZIKViewRouteConfig *> toView](ZIKRoutable(ViewProtocol))
#define ZIKRouterToViewModule(ModuleProtocol) [ZIKViewRouter<id, ZIKViewRouteConfig<ModuleProtocol> *> toModule](ZIKRoutable(ModuleProtocol))

@interface ZIKViewRouteAdapter : ZIKViewRouter
@end

#define DeclareRoutableView(RoutableView, ExtensionName) \
    @interface RoutableView (ExtensionName) <ZIKRoutableView> @end \
    @implementation RoutableView (ExtensionName) @end

NS_ASSUME_NONNULL_END
