#import "SettingsViewController.h"

@implementation SettingsViewController
@end
