#import "ShopBaseViewController.h"

NS_ASSUME_NONNULL_BEGIN

/// Opened by name from the analytics debug panel: DKTrackedScreen comes from ShopBaseViewController.
@interface SettingsViewController : ShopBaseViewController <ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
