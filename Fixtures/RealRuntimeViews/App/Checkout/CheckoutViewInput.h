#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CheckoutViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *cartIdentifier;
@end

NS_ASSUME_NONNULL_END
