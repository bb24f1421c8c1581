#import <ZIKRouter/ZIKViewRouter.h>
#import "HMSettingsViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface HMSettingsViewController : UIViewController <HMSettingsViewInput, ZIKRoutableView>
@end

@interface HMSettingsViewRouter : ZIKViewRouter<HMSettingsViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
