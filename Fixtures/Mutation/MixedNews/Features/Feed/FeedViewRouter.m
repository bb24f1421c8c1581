//
//  FeedViewRouter.m
//  FeedKit
//

#import "FeedViewRouter.h"
@import ZIKRouter.Internal;

@implementation FeedViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[FeedViewController class]];
    [self registerViewProtocol:ZIKRoutable(FeedViewInput)];
    [self registerURLPattern:@"news://feed/:section"];
}

- (nullable FeedViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [FeedViewController new];
}

@end
