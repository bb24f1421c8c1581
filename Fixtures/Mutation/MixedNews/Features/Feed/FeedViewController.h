//
//  FeedViewController.h
//  FeedKit
//

#import <NewsUI/NewsBaseViewController.h>
#import "FeedInterfaces.h"

NS_ASSUME_NONNULL_BEGIN

@interface FeedViewController : NewsBaseViewController <FeedViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
