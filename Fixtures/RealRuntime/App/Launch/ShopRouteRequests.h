#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Receives each route the app asks for (a protocol's or an identifier's name) and what it got.
typedef void (^ShopRouteReport)(NSString *route, id _Nullable destination);

/// What the app asks for while it launches, before the main registration.
FOUNDATION_EXTERN void ShopRequestLaunchRoutes(ShopRouteReport report);

/// Every other route the app asks for, in the order its screens would.
FOUNDATION_EXTERN void ShopRequestRoutes(ShopRouteReport report);

NS_ASSUME_NONNULL_END
