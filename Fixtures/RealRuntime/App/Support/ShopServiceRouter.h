#import <ZIKRouter/ZIKServiceRouter.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

NS_ASSUME_NONNULL_BEGIN

/// The app's base for service routers: every service gets the same logging when it is made.
/// Abstract: only its subclasses are routers.
@interface ShopServiceRouter : ZIKAnyServiceRouter
/// Names the service in logs; subclasses override.
+ (NSString *)serviceName;
/// Logs each service made, for debugging a launch. Off by default.
@property (class, nonatomic) BOOL loggingEnabled;
@end

NS_ASSUME_NONNULL_END
