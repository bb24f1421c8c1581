#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AnalyticsServiceInput <ZIKServiceRoutable>
- (void)trackEvent:(NSString *)name;
@property (nonatomic, readonly) NSArray<NSString *> *trackedEvents;
@end

NS_ASSUME_NONNULL_END
