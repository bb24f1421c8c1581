//
//  CartServiceRouter.m
//  CartModule
//

#import "CartServiceRouter.h"
@import ZIKRouter.Internal;

@implementation CartServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[CartService class]];
    [self registerServiceProtocol:ZIKRoutable(CartServiceInput)];
    [self registerModuleProtocol:ZIKRoutable(CartServiceModuleInput)];
}

+ (CartServiceConfiguration *)defaultRouteConfiguration {
    return [CartServiceConfiguration new];
}

- (nullable CartService *)destinationWithConfiguration:(CartServiceConfiguration *)configuration {
    return [[CartService alloc] initWithStoreID:configuration.storeID];
}

@end
