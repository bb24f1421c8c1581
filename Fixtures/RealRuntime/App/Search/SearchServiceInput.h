#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SearchServiceInput <ZIKServiceRoutable>
- (NSArray<NSString *> *)suggestionsForQuery:(NSString *)query;
@end

NS_ASSUME_NONNULL_END
