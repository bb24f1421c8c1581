#import "AnalyticsServiceRouter.h"
#import "AnalyticsServiceInput.h"

@interface AnalyticsService : NSObject <AnalyticsServiceInput>
@end

@implementation AnalyticsService {
    NSMutableArray<NSString *> *_events;
}

- (instancetype)init {
    if (self = [super init]) {
        _events = [NSMutableArray array];
    }
    return self;
}

- (void)trackEvent:(NSString *)name {
    [_events addObject:name];
}

- (NSArray<NSString *> *)trackedEvents {
    return [_events copy];
}

@end

DeclareRoutableService(AnalyticsService, AnalyticsServiceRouter)

@implementation AnalyticsServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[AnalyticsService class]];
    [self registerServiceProtocol:ZIKRoutable(AnalyticsServiceInput)];
    [self registerIdentifier:@"com.shop.analytics"];
}

+ (NSString *)serviceName {
    return @"analytics";
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[AnalyticsService alloc] init];
}

@end
