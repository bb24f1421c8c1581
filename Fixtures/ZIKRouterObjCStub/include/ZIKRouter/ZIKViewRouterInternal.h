#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKViewRouter ()
+ (void)registerRoutableDestination;
+ (void)registerView:(Class)viewClass;
+ (void)registerExclusiveView:(Class)viewClass;
+ (void)registerViewProtocol:(Protocol *)viewProtocol;
+ (void)registerModuleProtocol:(Protocol *)configProtocol;
+ (void)registerIdentifier:(NSString *)identifier;
+ (void)registerURLPattern:(NSString *)pattern;
+ (void)registerViewProtocol:(Protocol *)viewProtocol forMakingView:(Class)viewClass;
@end

@interface ZIKViewRouteAdapter ()
+ (void)registerDestinationAdapter:(Protocol *)adapterProtocol forAdaptee:(Protocol *)adapteeProtocol;
+ (void)registerModuleAdapter:(Protocol *)adapterProtocol forAdaptee:(Protocol *)adapteeProtocol;
@end

NS_ASSUME_NONNULL_END
