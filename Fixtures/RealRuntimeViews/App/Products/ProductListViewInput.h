#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ProductListViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *category;
@end

NS_ASSUME_NONNULL_END
