#import <UIKit/UIKit.h>
#import "SettingsViewInput.h"

// Adopts its input protocol, but nothing makes it routable.
@interface SettingsViewController : UIViewController <SettingsViewInput>
@end
