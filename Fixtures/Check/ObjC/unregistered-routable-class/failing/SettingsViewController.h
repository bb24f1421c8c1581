#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@interface SettingsViewController : UIViewController <ZIKRoutableView>
@end

@interface OrphanViewController : UIViewController <ZIKRoutableView> // expect: unregistered-routable-class
@end
