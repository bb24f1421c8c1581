#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *prefilledEmail;
@end

NS_ASSUME_NONNULL_END
