//
//  FeedInterfaces.h
//  FeedKit
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol FeedViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *section;
@end

@protocol FeedServiceInput <ZIKServiceRoutable>
- (NSArray<NSString *> *)headlinesInSection:(NSString *)section;
@end

/// FeedKit's routes are written through these in its own code.
#define _FeedServiceInput_ (Protocol<ZIKServiceRoutable> *)@protocol(FeedServiceInput)

NS_ASSUME_NONNULL_END
