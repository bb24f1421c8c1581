#import <ZIKRouter/ZIKClassCapabilities.h>
#import <ZIKRouter/ZIKRouter.h>

@interface SettingsViewController : XXViewController <ZIKRoutableView>
@end

@interface SettingsHeaderView : XXView <ZIKRoutableView>
@end

@interface SettingsViewRouter : ZIKViewRouter<SettingsViewController *, ZIKViewRouteConfiguration *>
@end
