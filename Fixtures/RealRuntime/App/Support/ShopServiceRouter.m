#import "ShopServiceRouter.h"

@implementation ShopServiceRouter

+ (BOOL)isAbstractRouter {
    return self == [ShopServiceRouter class];
}

+ (NSString *)serviceName {
    return NSStringFromClass(self);
}

- (void)prepareDestination:(id)destination configuration:(ZIKPerformRouteConfiguration *)configuration {
    [super prepareDestination:destination configuration:configuration];
    if (getenv("SHOP_VERBOSE")) {
        NSLog(@"made %@ for %@", destination, [[self class] serviceName]);
    }
}

@end
