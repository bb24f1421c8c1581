//
//  ZIKViewRouter.m
//  ZIKRouter
//

#import "ZIKViewRouter.h"
#import "ZIKRouteRegistry.h"

@implementation ZIKViewRouter

+ (void)registerRoutableDestination {
    NSAssert2(NO, @"subclass(%@) must override +registerRoutableDestination to register destination in %@", self, NSStringFromClass(self));
}

+ (BOOL)isAbstractRouter {
    return self == [ZIKViewRouter class];
}

+ (void)performRouterClass:(Class)routerClass path:(ZIKViewRoutePath *)path {
    [routerClass performPath:path configuring:^(ZIKViewRouteConfiguration *config) {
    }];
}

@end

@implementation ZIKBlockViewRouter

+ (BOOL)isAbstractRouter {
    return YES;
}

@end
