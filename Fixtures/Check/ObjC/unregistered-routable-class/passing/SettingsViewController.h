#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@interface SettingsViewController : UIViewController <ZIKRoutableView>
@end

@interface MaintenanceViewController : UIViewController <ZIKRoutableView>
@end
