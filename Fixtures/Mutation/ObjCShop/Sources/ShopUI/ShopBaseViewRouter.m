//
//  ShopBaseViewRouter.m
//  ShopUI
//

#import "ShopBaseViewRouter.h"
@import ZIKRouter.Internal;

@implementation ShopBaseViewRouter

+ (BOOL)isAbstractRouter {
    return self == [ShopBaseViewRouter class];
}

- (void)didFinishPrepareDestination:(id)destination configuration:(ZIKViewRouteConfiguration *)configuration {
    NSLog(@"route to %@", NSStringFromClass([destination class]));
}

@end
