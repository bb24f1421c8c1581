#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKSettingsViewInput <ZIKViewRoutable>
@end

@interface ZIKSettingsViewController : UIViewController <ZIKSettingsViewInput, ZIKRoutableView>
@end

@interface ZIKSettingsViewRouter : ZIKViewRouter<ZIKSettingsViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
