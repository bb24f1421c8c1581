//
//  ShopBaseViewRouter.h
//  ShopUI
//
//  The shop's base view router: pushes with the shop's transition and logs every route.
//  Abstract: each screen subclasses it and registers its own destination.
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ShopBaseViewRouter : ZIKViewRouter<XXViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
