#import <ZIKRouter/ZIKViewRouter.h>
#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKViewRoute<__covariant Destination, __covariant RouteConfig: ZIKViewRouteConfiguration *> : NSObject
+ (instancetype)makeRouteWithDestination:(Class)destinationClass makeDestination:(id _Nullable (^)(RouteConfig config, id router))makeDestination;
@property (nonatomic, readonly) ZIKViewRoute *(^registerDestinationProtocol)(Protocol *destinationProtocol);
@property (nonatomic, readonly) ZIKViewRoute *(^registerIdentifier)(NSString *identifier);
@end

NS_ASSUME_NONNULL_END
