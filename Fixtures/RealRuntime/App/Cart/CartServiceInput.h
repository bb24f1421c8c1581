#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CartServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly) NSUInteger itemCount;
- (void)addItemWithSKU:(NSString *)sku;
@end

NS_ASSUME_NONNULL_END
