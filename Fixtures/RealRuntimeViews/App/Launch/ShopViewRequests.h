#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Receives each screen or view the app asks for (a protocol's name, an identifier or a URL) and what it got.
typedef void (^ShopViewReport)(NSString *route, id _Nullable destination);

/// Every screen and view the app makes, in the order its windows would.
FOUNDATION_EXTERN void ShopRequestViews(ShopViewReport report);

NS_ASSUME_NONNULL_END
