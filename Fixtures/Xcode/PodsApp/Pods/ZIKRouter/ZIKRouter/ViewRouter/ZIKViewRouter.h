//
//  ZIKViewRouter.h
//  ZIKRouter
//
//  The framework's own view router base, as CocoaPods installs it under Pods/ZIKRouter.
//

#import "ZIKRouter.h"
#import "ZIKViewRouteConfiguration.h"

NS_ASSUME_NONNULL_BEGIN

@interface ZIKViewRouter<__covariant Destination, __covariant RouteConfig: ZIKViewRouteConfiguration *> : ZIKRouter<Destination, RouteConfig, ZIKViewRemoveConfiguration *>

+ (void)registerRoutableDestination;
+ (BOOL)isAbstractRouter;

@end

/// Routes made from blocks (`ZIKViewRoute`) are served by this private subclass.
@interface ZIKBlockViewRouter : ZIKViewRouter
@end

NS_ASSUME_NONNULL_END
