//
//  FeedService.h
//  FeedKit
//

#import <ZIKRouter/ZIKServiceRouter.h>
#import "FeedInterfaces.h"

NS_ASSUME_NONNULL_BEGIN

@interface FeedService : NSObject <FeedServiceInput, ZIKRoutableService>
@end

@interface FeedServiceRouter : ZIKServiceRouter<FeedService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
