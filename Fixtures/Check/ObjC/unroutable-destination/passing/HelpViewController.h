#import "AppViewController.h"

@interface HelpViewController : AppViewController
@end
