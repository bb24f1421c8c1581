//
//  FeedService.m
//  FeedKit
//

#import "FeedService.h"
@import ZIKRouter.Internal;

@implementation FeedService

- (NSArray<NSString *> *)headlinesInSection:(NSString *)section {
    return @[];
}

@end

@implementation FeedServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[FeedService class]];
    [self registerServiceProtocol:_FeedServiceInput_];
}

- (nullable FeedService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [FeedService new];
}

@end
