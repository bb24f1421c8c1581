#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// The item count shown on the toolbar's cart button.
@protocol CartBadgeViewInput <ZIKViewRoutable>
@property (nonatomic, assign) NSInteger itemCount;
@end

NS_ASSUME_NONNULL_END
