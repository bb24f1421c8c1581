//
//  FeedViewRouter.h
//  FeedKit
//

#import <ZIKRouter/ZIKViewRouter.h>
#import "FeedViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface FeedViewRouter : ZIKViewRouter<FeedViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
