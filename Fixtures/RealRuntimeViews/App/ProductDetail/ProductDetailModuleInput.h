#import <ZIKRouter/ZIKViewModuleRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// What a caller gives the product screen before it is made.
@protocol ProductDetailModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *productID;
@property (nonatomic, assign) BOOL showsReviews;
@end

NS_ASSUME_NONNULL_END
