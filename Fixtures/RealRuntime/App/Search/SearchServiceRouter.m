#import "SearchServiceRouter.h"
#import "SearchService.h"

@implementation SearchServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[SearchService class]];
    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[SearchService alloc] init];
}

@end
