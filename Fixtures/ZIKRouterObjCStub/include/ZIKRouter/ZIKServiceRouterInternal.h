#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKServiceRouter ()
+ (void)registerRoutableDestination;
+ (void)registerService:(Class)serviceClass;
+ (void)registerExclusiveService:(Class)serviceClass;
+ (void)registerServiceProtocol:(Protocol *)serviceProtocol;
+ (void)registerModuleProtocol:(Protocol *)configProtocol;
+ (void)registerIdentifier:(NSString *)identifier;
@end

@interface ZIKServiceRouteAdapter ()
+ (void)registerDestinationAdapter:(Protocol *)adapterProtocol forAdaptee:(Protocol *)adapteeProtocol;
@end

NS_ASSUME_NONNULL_END
