#import "ShopServiceRouter.h"

static BOOL loggingEnabled;

@implementation ShopServiceRouter

+ (BOOL)isAbstractRouter {
    return self == [ShopServiceRouter class];
}

+ (NSString *)serviceName {
    return NSStringFromClass(self);
}

+ (BOOL)loggingEnabled {
    return loggingEnabled;
}

+ (void)setLoggingEnabled:(BOOL)enabled {
    loggingEnabled = enabled;
}

- (void)prepareDestination:(id)destination configuration:(ZIKPerformRouteConfiguration *)configuration {
    [super prepareDestination:destination configuration:configuration];
    if (loggingEnabled) {
        NSLog(@"made %@ for %@", destination, [[self class] serviceName]);
    }
}

@end
