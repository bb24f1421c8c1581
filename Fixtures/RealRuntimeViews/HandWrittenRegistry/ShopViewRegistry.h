#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The registration list the team maintained by hand; `routegen check --registry` compares it with the
/// routers in the app.
@interface ShopViewRegistry : NSObject
+ (void)registerEarlyRoutes;
+ (void)registerRoutes;
@end

NS_ASSUME_NONNULL_END
