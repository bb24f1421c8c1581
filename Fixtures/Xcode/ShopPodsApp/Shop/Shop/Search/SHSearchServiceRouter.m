#import "SHSearchServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation SHSearchService
- (NSArray<NSString *> *)resultsForQuery:(NSString *)query {
    return @[query];
}
@end

@implementation SHSearchServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[SHSearchService class]];
    [self registerServiceProtocol:ZIKRoutable(SHSearchServiceInput)];
}

- (nullable SHSearchService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[SHSearchService alloc] init];
}

@end
