#import <ZIKRouter/ZIKViewRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// A screen the analytics layer can open by name and track. The app's base view controller adopts it.
@protocol DKTrackedScreen <ZIKViewRoutable>
@property (nonatomic, readonly, copy) NSString *screenName;
@end

NS_ASSUME_NONNULL_END
