#import <ZIKRouter/ZIKViewRouter.h>
#import <DesignKit/DKTrackedScreen.h>

NS_ASSUME_NONNULL_BEGIN

@interface SettingsViewRouter : ZIKDestinationViewRouter(NSViewController<DKTrackedScreen> *)
@end

NS_ASSUME_NONNULL_END
