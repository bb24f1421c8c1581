#import <ZIKRouter/ZIKRouter.h>

@protocol SHSearchServiceInput <ZIKServiceRoutable>
- (NSArray<NSString *> *)resultsForQuery:(NSString *)query;
@end
