#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// A transient message shown over the current screen.
@protocol DKToastViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *message;
@end

NS_ASSUME_NONNULL_END
